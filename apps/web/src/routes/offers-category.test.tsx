import type { OfferStock, Seating } from '@sesame/domain/catalog/offer';
import { cents } from '@sesame/domain/money/cents';
import { makeOffer, withFeatures } from '@sesame/domain/testing/fixtures';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { renderApp } from '../testing/render-app.tsx';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';
const SHOW_DAY = '2027-06-05';
// The day the visitor books, pinned: the show day stays ahead of it whenever the tests run.
const NOW = new Date('2027-05-20T09:00:00Z');
// No pass, hotel or restaurant step yet: after the seats comes the summary.
const CONFIG = withFeatures({ pass: false, accommodation: false, restaurants: false });

function seat(seating: Seating, availableStock: number): OfferStock {
  const code = `SHOW-${SHOW_DAY}-22:30-${seating}`;
  return {
    date: SHOW_DAY,
    availableStock,
    stockCodes: [code],
    seatingStockCode: code,
    seating,
    session: '22:30',
    valid: true,
    title: 'La Grande Veillée · 22:30',
  };
}

/** Day + show for two adults at 84 € each in Bronze; Golden Square has one seat left. */
const dayAndShow = makeOffer({
  code: 'FR-D1NS',
  kind: 'dayAndShow',
  name: '1 jour + La Grande Veillée',
  seating: 'LVL1',
  price: {
    basePrice: cents(8400),
    totalPrice: cents(16800),
    adultPrice: cents(16800),
    adultUnitPrice: cents(8400),
    childrenPrice: cents(0),
    childrenUnitPrice: cents(6000),
  },
  stock: [
    {
      date: SHOW_DAY,
      availableStock: 20_000,
      stockCodes: [`PARK-${SHOW_DAY}`],
      seatingStockCode: null,
      seating: null,
      session: null,
      valid: true,
      title: null,
    },
    seat('LVL1', 7_200),
    seat('LVL2', 3_600),
    seat('LVL3', 1),
  ],
});

type Hold = { success: boolean; code: string | null; expiresAt: string | null };

/** The server as this page sees it; every setLockedStock request is kept. */
function stubServer(answerHold: () => Hold) {
  const holds: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(String(init.body));
      if (query.includes('query Offers')) return Response.json({ data: { offers: [dayAndShow] } });
      if (query.includes('query DefaultPrices')) {
        return Response.json({
          data: { defaultPrices: { SEATING_LVL2: 900, SEATING_LVL3: 2200 } },
        });
      }
      if (query.includes('mutation SetLockedStock')) {
        holds.push(variables.lockedStockData);
        return Response.json({ data: { setLockedStock: answerHold() } });
      }
      return new Promise<Response>(() => {});
    }),
  );
  return holds;
}

const category = (name: string) => screen.getByRole('radio', { name });

describe('the seat category page', () => {
  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    // readings.md §12: the visitor confirmed the start page.
    store.chooseGroup(useBookingStore.getState().booking.group);
    store.setDates(SHOW_DAY, 1);
    store.chooseOffer(dayAndShow);
    store.setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
    store.startTimer(new Date(NOW.getTime() + 15 * 60_000).toISOString());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the three categories priced for the group, and the one the group no longer fits in', async () => {
    stubServer(() => ({ success: true, code: null, expiresAt: null }));
    renderApp('/fr/offers/category', { config: CONFIG, now: NOW });
    await screen.findByRole('radio', { name: 'Bronze' });

    const card = (name: string) => category(name).closest('label') as HTMLElement;
    expect(within(card('Bronze')).getByText('Inclus dans votre offre')).toBeTruthy();
    expect(card('Argent').textContent).toMatch(/\+9,00\s€ par personne.*93,00\s€.*186,00\s€/);
    expect(card('Carré Or').textContent).toMatch(/Complet.*106,00\s€.*212,00\s€/);
    expect((category('Bronze') as HTMLInputElement).checked).toBe(true);
    expect((category('Carré Or') as HTMLInputElement).disabled).toBe(true);
  });

  it.each([
    ['fr', 'samedi 5 juin 2027 à 22\u00a0h\u00a030'],
    ['en', 'Saturday, 5 June 2027 at 10:30\u00a0pm'],
    ['es', 'sábado, 5 de junio de 2027 a las 22:30'],
  ])('names the night and time of the show as %s writes them', async (language, when) => {
    stubServer(() => ({ success: true, code: null, expiresAt: null }));
    renderApp(`/${language}/offers/category`, { config: CONFIG, now: NOW });
    // Read from the text itself: Testing Library's queries turn the no-break spaces into spaces.
    await waitFor(() => expect(document.body.textContent).toContain(when));
  });

  it('holds Silver seats at the show when the visitor chooses them, then goes on to the summary', async () => {
    const holds = stubServer(() => ({
      success: true,
      code: null,
      expiresAt: new Date(NOW.getTime() + 14 * 60_000).toISOString(),
    }));
    renderApp('/fr/offers/category', { config: CONFIG, now: NOW });
    fireEvent.click(await screen.findByRole('radio', { name: 'Argent' }));

    await waitFor(() =>
      expect(useBookingStore.getState().booking.bookingEvent.seating).toBe('LVL2'),
    );
    expect(holds).toEqual([
      {
        orderId: ORDER_ID,
        service: 'TICKET',
        code: 'FR-D1NS',
        startDate: SHOW_DAY,
        duration: 1,
        seating: 'LVL2',
        eventDate: SHOW_DAY,
        quantity: 2,
      },
    ]);
    const { booking } = useBookingStore.getState();
    expect(booking.bookingEvent).toEqual({ date: SHOW_DAY, seating: 'LVL2' });
    expect(booking.offer?.price).toMatchObject({ adultUnitPrice: 9300, totalPrice: 18600 });
    expect((category('Argent') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/summary'));
    // The seats were already held: going on takes no second hold.
    expect(holds).toHaveLength(1);
  });

  it('keeps the Bronze seats and says so when the Silver ones were just sold', async () => {
    stubServer(() => ({ success: false, code: 'SOLD_OUT', expiresAt: null }));
    renderApp('/fr/offers/category', { config: CONFIG, now: NOW });
    fireEvent.click(await screen.findByRole('radio', { name: 'Argent' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      "Il n'y a plus assez de places en catégorie Argent pour votre groupe. Choisissez une autre catégorie.",
    );
    expect((category('Bronze') as HTMLInputElement).checked).toBe(true);
    expect(useBookingStore.getState().booking.bookingEvent).toEqual({
      date: null,
      seating: 'LVL1',
    });
  });

  it('holds the Bronze seats kept by default when the visitor goes on without choosing', async () => {
    const holds = stubServer(() => ({ success: true, code: null, expiresAt: null }));
    renderApp('/fr/offers/category', { config: CONFIG, now: NOW });
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fr/summary'));
    expect(holds.map((hold) => [hold.seating, hold.eventDate])).toEqual([['LVL1', SHOW_DAY]]);
    expect(useBookingStore.getState().booking.bookingEvent).toEqual({
      date: SHOW_DAY,
      seating: 'LVL1',
    });
  });
});
