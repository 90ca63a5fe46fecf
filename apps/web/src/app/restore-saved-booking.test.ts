import { makeOffer } from '@sesame/domain/testing/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { fetchSavedBasket } from '../features/booking/saved-basket-query.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { restoreSavedBooking } from './restore-saved-booking.ts';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';
const DAY = '2027-06-12';
const TODAY = '2027-05-01';

const group = {
  adults: 2,
  children: 0,
  babies: 0,
  hasLargeFamilyCard: false,
  hasPsh: false,
  disabledAdults: 0,
  disabledChildren: 0,
};

/** The booking saved on the order, as basket(id) answers it. */
function savedBooking(change: Record<string, unknown> = {}) {
  return {
    startDate: DAY,
    duration: 1,
    offerCode: 'FR-D1',
    seating: null,
    eventDate: null,
    flexibleRate: false,
    insurance: false,
    sendingMethod: 'email',
    isDonation: false,
    donationValue: 0,
    coupons: [],
    group,
    complementaries: [],
    ...change,
  };
}

const PASS = {
  code: 'PE',
  name: 'Pass Émotion',
  description: 'Un accès prioritaire.',
  tags: ['PASS'],
  available: true,
  availableStock: 40,
  stock: [{ date: DAY, availableStock: 40 }],
  priceList: [{ date: DAY, datePrice: 2900, totalPrice: 5800 }],
  totalPrice: 5800,
};

/** The server: basket(id) answers `basket`, the catalogue the day ticket and the passes. */
function stubServer(basket: unknown) {
  const operations: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query } = JSON.parse(String(init.body)) as { query: string };
      const name = /(?:query|mutation) (\w+)/.exec(query)?.[1] ?? '';
      operations.push(name);
      if (name === 'Basket') return Response.json({ data: { basket } });
      if (name === 'Offers')
        return Response.json({
          data: { offers: [makeOffer({ code: 'FR-D2', duration: 2 }), makeOffer()] },
        });
      if (name === 'ComplementaryOffers')
        return Response.json({ data: { complementaryOffers: [PASS] } });
      return Response.json({ errors: [{ message: 'unexpected' }] });
    }),
  );
  return operations;
}

const restore = async () =>
  restoreSavedBooking(ORDER_ID, await fetchSavedBasket(ORDER_ID), {
    queryClient: createQueryClient(),
    language: 'fr',
    today: TODAY,
  });

describe('restoring the booking saved on the order (booking-funnel.md §7, basket)', () => {
  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    store.chooseGroup(useBookingStore.getState().booking.group);
    store.setDates(DAY, 1);
    store.chooseOffer(makeOffer());
    store.setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the session’s booking when it is the one saved', async () => {
    const operations = stubServer({
      status: 'draft',
      total: 9800,
      lines: [{ kind: 'ticket', totalPrice: 9800 }],
      booking: savedBooking(),
      customer: null,
    });
    const before = useBookingStore.getState().booking;

    await restore();

    expect(operations).toEqual(['Basket']);
    expect(useBookingStore.getState().booking).toBe(before);
  });

  it('takes the summary choices another tab saved, priced by the saved lines', async () => {
    const operations = stubServer({
      status: 'draft',
      total: 10_530,
      lines: [
        { kind: 'ticket', totalPrice: 9800 },
        { kind: 'postage', totalPrice: 490 },
        { kind: 'donation', totalPrice: 500 },
        { kind: 'coupon', totalPrice: -260 },
      ],
      booking: savedBooking({
        sendingMethod: 'courrier',
        isDonation: true,
        donationValue: 500,
        coupons: ['PRIMEUR5'],
      }),
      customer: { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' },
    });

    await restore();

    expect(operations).toEqual(['Basket']);
    const { booking, customer } = useBookingStore.getState();
    expect(booking).toMatchObject({
      offer: { code: 'FR-D1' },
      sendingMethod: 'courrier',
      sendingPrice: 490,
      isDonation: true,
      donationValue: 500,
      coupons: ['PRIMEUR5'],
      couponDiscount: 260,
      total: 10_530,
    });
    expect(customer).toEqual({
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      isLoggedIn: false,
    });
  });

  it('rebuilds another visit from today’s catalogue: its offer, days and passes', async () => {
    stubServer({
      status: 'draft',
      total: 19_600,
      lines: [
        { kind: 'ticket', totalPrice: 13_800 },
        { kind: 'pass', totalPrice: 5800 },
      ],
      booking: savedBooking({
        offerCode: 'FR-D2',
        duration: 2,
        complementaries: [{ code: 'PE', dates: [DAY], quantity: 2 }],
      }),
      customer: null,
    });

    await restore();

    const { booking } = useBookingStore.getState();
    expect(booking).toMatchObject({
      startDate: DAY,
      duration: 2,
      offer: { code: 'FR-D2' },
      complementaries: [{ code: 'PE', quantity: 2, totalPrice: 5800, dates: [DAY] }],
      total: 19_600,
    });
  });

  it('keeps the session’s booking when the saved offer is no longer sold', async () => {
    stubServer({
      status: 'draft',
      total: 9800,
      lines: [],
      booking: savedBooking({ offerCode: 'FR-GONE' }),
      customer: null,
    });
    const before = useBookingStore.getState().booking;

    await restore();

    expect(useBookingStore.getState().booking).toBe(before);
    expect(useBookingStore.getState().order.orderId).toBe(ORDER_ID);
  });

  it('forgets an order the visitor can no longer reach, keeping the choices', async () => {
    useBookingStore.getState().startTimer(new Date(Date.now() + 60_000).toISOString());
    stubServer(null);

    await restore();

    const { order, timer, booking } = useBookingStore.getState();
    expect(order.orderId).toBeNull();
    expect(timer.timerEnabled).toBe(false);
    expect(booking.offer?.code).toBe('FR-D1');
  });
});
