import { defaultBooking } from '@sesame/domain/booking/default-booking';
import { cents } from '@sesame/domain/money/cents';
import { makeOffer, withFeatures } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { renderApp } from '../testing/render-app.tsx';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';
const DAY = '2026-12-26';
const NOW = new Date('2026-12-01T09:00:00Z');
// The Spanish park at Christmas: the activity, no hotel, restaurant nor pass for the ticket.
const CONFIG = withFeatures(
  { christmasActivities: true, accommodation: false, restaurants: false },
  {
    country: 'es',
    christmasActivityOffers: ['ES-XMAS'],
    christmasOffers: ['ES-XMAS'],
    disabledStepsByOffer: { 'ES-XMAS': ['pass'] },
  },
);

/** Two adults, two children and a baby: 2 × 38 € + 2 × 29 € of Christmas tickets. */
const GROUP = { ...defaultBooking().group, adults: 2, children: 2, babies: 1 };
const christmasTicket = makeOffer({
  code: 'ES-XMAS',
  kind: 'christmas',
  name: 'Billet Noël',
  price: {
    basePrice: cents(3800),
    totalPrice: cents(13400),
    adultPrice: cents(7600),
    adultUnitPrice: cents(3800),
    childrenPrice: cents(5800),
    childrenUnitPrice: cents(2900),
  },
});

const slot = (session: string, availableStock: number) => ({
  date: DAY,
  session,
  availableStock,
  valid: availableStock >= 2,
  childUnitPrice: 0,
  totalPrice: 0,
});

type Answer = { success: boolean; code: string | null; expiresAt?: string | null };
const held: Answer = { success: true, code: null, expiresAt: null };

/** The server as this page sees it; every hold and release is kept, in order. */
function stubServer({ answerHold = () => held }: { answerHold?: () => Answer } = {}) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const activityQueries: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/content/')) return Response.json({ nodes: [] });
      const { query, variables } = JSON.parse(String(init.body));
      if (query.includes('query ActivityOffer')) {
        activityQueries.push(variables);
        return Response.json({
          data: {
            offer: {
              __typename: 'ActivityOffer',
              code: 'RECEPCION_REAL',
              name: 'La Posada des Rois mages',
              description: 'Les enfants rencontrent les Rois mages.',
              available: true,
              places: 2,
              stock: [slot('10:30', 25), slot('10:45', 1), slot('11:00', 7)],
            },
          },
        });
      }
      if (query.includes('mutation SetLockedStock')) {
        calls.push(['hold', variables.lockedStockData]);
        return Response.json({ data: { setLockedStock: answerHold() } });
      }
      if (query.includes('mutation RemoveLockedStock')) {
        calls.push(['release', variables.lockedStockData]);
        return Response.json({ data: { removeLockedStock: { success: true, code: null } } });
      }
      return new Promise<Response>(() => {});
    }),
  );
  return { calls, activityQueries };
}

const radio = (name: string | RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const totalBar = () => screen.getByText('Total de votre panier').parentElement as HTMLElement;

describe('the activities page', () => {
  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    store.chooseGroup(GROUP);
    store.setDates(DAY, 1);
    store.chooseOffer(christmasTicket);
    store.setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
    store.startTimer(new Date(NOW.getTime() + 15 * 60_000).toISOString());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the day's slots with the children's places left; a slot too small cannot be chosen", async () => {
    const { activityQueries } = stubServer();
    renderApp('/fr/activities', { config: CONFIG, now: NOW });
    await screen.findByRole('radio', { name: /à 10\sh\s30/ });

    expect(activityQueries).toEqual([
      {
        language: 'fr',
        adults: 2,
        children: 2,
        startDate: DAY,
        purchaseDate: '2026-12-01',
        duration: 1,
        code: 'RECEPCION_REAL',
      },
    ]);
    expect(radio('Pas de créneau, merci').checked).toBe(true);
    expect(radio(/à 10\sh\s30, 25 places restantes$/).disabled).toBe(false);
    expect(radio(/à 10\sh\s45, 1 place restante$/).disabled).toBe(true);
    expect(screen.getByText('Complet')).toBeTruthy();
    expect(screen.getByText('Inclus avec votre billet de Noël')).toBeTruthy();
    expect(totalBar().textContent).toMatch(/134,00\s€/);
  });

  it.each([
    ['fr', 'samedi 26 décembre 2026 à 10\u00a0h\u00a030, 25 places restantes', '10\u00a0h\u00a030'],
    ['en', 'Saturday, 26 December 2026 at 10:30\u00a0am, 25 places left', '10:30\u00a0am'],
    ['es', 'sábado, 26 de diciembre de 2026 a las 10:30, quedan 25 plazas', '10:30'],
  ])('writes the times of the slots as %s does', async (language, name, time) => {
    stubServer();
    renderApp(`/${language}/activities`, { config: CONFIG, now: NOW });
    // Compared as written: Testing Library's name queries turn no-break spaces into spaces.
    await waitFor(() => expect(screen.getAllByRole('radio')[1]?.ariaLabel).toBe(name));
    const shown = screen.getAllByRole('radio')[1]?.closest('label')?.querySelectorAll('span');
    expect([...(shown ?? [])].map((span) => span.textContent)).toContain(time);
  });

  it('holds the chosen slot for the children, swaps it, gives it back, then goes on', async () => {
    const { calls } = stubServer();
    renderApp('/fr/activities', { config: CONFIG, now: NOW });
    fireEvent.click(await screen.findByRole('radio', { name: /à 10\sh\s30/ }));

    await waitFor(() =>
      expect(useBookingStore.getState().booking.complementaries).toEqual([
        {
          code: 'RECEPCION_REAL',
          name: 'La Posada des Rois mages',
          dates: [DAY],
          session: '10:30',
          quantity: 2,
          totalPrice: 0,
        },
      ]),
    );
    expect(radio(/à 10\sh\s30/).checked).toBe(true);

    fireEvent.click(radio(/à 11\sh,/));
    await waitFor(() =>
      expect(useBookingStore.getState().booking.complementaries[0]?.session).toBe('11:00'),
    );
    fireEvent.click(radio('Pas de créneau, merci'));
    await waitFor(() => expect(useBookingStore.getState().booking.complementaries).toEqual([]));

    const place = {
      orderId: ORDER_ID,
      service: 'ACTIVITY',
      code: 'RECEPCION_REAL',
      startDate: DAY,
    };
    expect(calls).toEqual([
      ['hold', { ...place, session: '10:30', quantity: 2 }],
      // The server replaces the order's slot: the old one needs no release.
      ['hold', { ...place, session: '11:00', quantity: 2 }],
      ['release', { ...place, quantity: 2 }],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/summary'));
  });

  it('keeps the previous choice and says so when the slot just filled up', async () => {
    const { activityQueries } = stubServer({
      answerHold: () => ({ success: false, code: 'SOLD_OUT' }),
    });
    renderApp('/fr/activities', { config: CONFIG, now: NOW });
    fireEvent.click(await screen.findByRole('radio', { name: /à 11\sh,/ }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le créneau de 11\u00a0h vient d’être complet. Choisissez un autre horaire.',
    );
    expect(radio('Pas de créneau, merci').checked).toBe(true);
    expect(useBookingStore.getState().booking.complementaries).toEqual([]);
    // What is left is asked again.
    await waitFor(() => expect(activityQueries).toHaveLength(2));
  });

  it('is skipped for a group without children (readings.md §2)', async () => {
    stubServer();
    useBookingStore.getState().chooseGroup({ ...GROUP, children: 0 });
    renderApp('/fr/activities', { config: CONFIG, now: NOW });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/summary'));
  });
});
