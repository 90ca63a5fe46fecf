import { defaultBooking } from '@sesame/domain/booking/default-booking';
import { cents } from '@sesame/domain/money/cents';
import { makeOffer, withFeatures } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { renderApp } from '../testing/render-app.tsx';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';
const DAY = '2027-06-12';
// The day the visitor books, pinned: the visit stays ahead of it whenever the tests run.
const NOW = new Date('2027-05-20T09:00:00Z');
// No hotel or restaurant step yet: after the pass comes the summary.
const CONFIG = withFeatures({ accommodation: false, restaurants: false });

/** Two adults, a child and a baby: three paying visitors, 2 × 49 € + 37 € of tickets. */
const GROUP = { ...defaultBooking().group, adults: 2, children: 1, babies: 1 };
const dayTicket = makeOffer({
  code: 'FR-D1',
  name: 'Billet 1 jour',
  price: {
    basePrice: cents(4900),
    totalPrice: cents(13500),
    adultPrice: cents(9800),
    adultUnitPrice: cents(4900),
    childrenPrice: cents(3700),
    childrenUnitPrice: cents(3700),
  },
});

function pass(code: 'PE' | 'PGE', unitPrice: number, availableStock: number) {
  return {
    code,
    name: code === 'PE' ? 'Pass Émotion' : 'Grand Pass Émotion',
    description: code === 'PE' ? 'Un accès prioritaire.' : 'Accès prioritaire illimité.',
    tags: ['PASS'],
    available: availableStock >= 3,
    availableStock,
    stock: [{ date: DAY, availableStock }],
    priceList: [{ date: DAY, datePrice: unitPrice, totalPrice: unitPrice * 3 }],
    totalPrice: unitPrice * 3,
  };
}

type Answer = { success: boolean; code: string | null; expiresAt?: string | null };
const held: Answer = { success: true, code: null, expiresAt: null };

/** The server as this page sees it; every hold and release is kept, in order. */
function stubServer({
  pe = 2900,
  pge = 12,
  answerHold = () => held,
}: {
  pe?: number;
  pge?: number;
  answerHold?: () => Answer;
} = {}) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const passQueries: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(String(init.body));
      if (query.includes('query ComplementaryOffers')) {
        passQueries.push(variables);
        return Response.json({
          data: {
            complementaryOffers: [pass('PE', pe, pe > 0 ? 1600 : 0), pass('PGE', 6200, pge)],
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
  return { calls, passQueries };
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const card = (name: string) => radio(name).closest('label') as HTMLElement;
const totalBar = () => screen.getByText('Total de votre panier').parentElement as HTMLElement;

describe('the pass page', () => {
  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    store.chooseGroup(GROUP);
    store.setDates(DAY, 1);
    store.chooseOffer(dayTicket);
    store.setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
    store.startTimer(new Date(NOW.getTime() + 15 * 60_000).toISOString());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows both passes priced per person and for the group, the shop discount and the places left', async () => {
    const { passQueries } = stubServer();
    renderApp('/fr/pass', { config: CONFIG, now: NOW });
    await screen.findByRole('radio', { name: 'Pass Émotion' });

    expect(passQueries).toEqual([
      {
        language: 'fr',
        adults: 2,
        children: 1,
        startDate: DAY,
        purchaseDate: '2027-05-20',
        duration: 1,
        code: 'PE',
      },
    ]);
    expect(radio('Sans pass').checked).toBe(true);
    expect(card('Pass Émotion').textContent).toMatch(
      /Disponible.*Par personne29,00\s€.*1 bébéGratuit.*Total pour 3 personnes87,00\s€/,
    );
    expect(card('Grand Pass Émotion').textContent).toMatch(
      /Dernières places.*Plus que 12 places à ces dates.*10\u00a0% de remise dans les boutiques du parc.*Par personne62,00\s€.*186,00\s€/,
    );
    expect(radio('Grand Pass Émotion').disabled).toBe(false);
    expect(totalBar().textContent).toMatch(/135,00\s€/);
  });

  it('cannot choose a pass the group no longer fits in, nor one without a price on its day', async () => {
    stubServer({ pe: 0, pge: 2 });
    renderApp('/fr/pass', { config: CONFIG, now: NOW });
    await screen.findByRole('radio', { name: 'Grand Pass Émotion' });
    expect(card('Grand Pass Émotion').textContent).toMatch(/Complet/);
    expect(radio('Grand Pass Émotion').disabled).toBe(true);
    expect(card('Pass Émotion').textContent).toMatch(
      /Indisponible.*Non proposé aux dates de votre visite$/,
    );
    expect(card('Pass Émotion').textContent).not.toMatch(/€/);
    expect(radio('Pass Émotion').disabled).toBe(true);
  });

  it('holds the chosen pass for the paying visitors, swaps it, gives it back, then goes on', async () => {
    const { calls } = stubServer();
    renderApp('/fr/pass', { config: CONFIG, now: NOW });
    fireEvent.click(await screen.findByRole('radio', { name: 'Pass Émotion' }));

    await waitFor(() =>
      expect(useBookingStore.getState().booking.complementaries).toEqual([
        { code: 'PE', name: 'Pass Émotion', dates: [DAY], quantity: 3, totalPrice: 8700 },
      ]),
    );
    expect(radio('Pass Émotion').checked).toBe(true);
    // The tickets and the pass: 135 € + 87 €.
    await waitFor(() => expect(totalBar().textContent).toMatch(/222,00\s€/));

    fireEvent.click(radio('Grand Pass Émotion'));
    await waitFor(() =>
      expect(useBookingStore.getState().booking.complementaries.map((c) => c.code)).toEqual([
        'PGE',
      ]),
    );
    fireEvent.click(radio('Sans pass'));
    await waitFor(() => expect(useBookingStore.getState().booking.complementaries).toEqual([]));

    const place = { orderId: ORDER_ID, service: 'PASS', startDate: DAY, duration: 1, quantity: 3 };
    expect(calls).toEqual([
      ['hold', { ...place, code: 'PE' }],
      // The new pass is held before the old one is given back.
      ['hold', { ...place, code: 'PGE' }],
      ['release', { ...place, code: 'PE' }],
      ['release', { ...place, code: 'PGE' }],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/summary'));
  });

  it('keeps the previous choice and says so when the pass was just sold out', async () => {
    const { passQueries } = stubServer({
      answerHold: () => ({ success: false, code: 'SOLD_OUT' }),
    });
    renderApp('/fr/pass', { config: CONFIG, now: NOW });
    fireEvent.click(await screen.findByRole('radio', { name: 'Grand Pass Émotion' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il n’y a plus assez de places pour le Grand Pass Émotion à ces dates\u00a0: votre choix précédent est conservé.',
    );
    expect(radio('Sans pass').checked).toBe(true);
    expect(useBookingStore.getState().booking.complementaries).toEqual([]);
    // What is left is asked again.
    await waitFor(() => expect(passQueries).toHaveLength(2));
  });
});
