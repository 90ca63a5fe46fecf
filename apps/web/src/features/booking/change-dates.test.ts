import { makeComplementary } from '@sesame/domain/testing/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingStore } from './booking-store.ts';
import { changeDates } from './change-dates.ts';

const ORDER_ID = '0b6f4f54-8c7e-4c0f-9a53-2f1f6c1d2f3a';

describe('changing the days of the visit (docs/spec-readings.md, changing dates)', () => {
  let fetch: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    const store = useBookingStore.getState();
    store.startNewBooking();
    store.setOrder({ orderId: ORDER_ID, shortOrderId: 'K7QH2MZP' });
    store.setDates('2027-06-12', 2);
    store.addComplementary(makeComplementary('PE', 5000, ['2027-06-12', '2027-06-13']));
    fetch = vi.fn(async () =>
      Response.json({ data: { removeOrderLockedStocks: { success: true, code: null } } }),
    );
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  const sentVariables = () =>
    fetch.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)).variables);

  it('clears the passes booked for the old days and gives back their places', async () => {
    await changeDates('2027-06-19', 2);
    expect(useBookingStore.getState().booking.complementaries).toEqual([]);
    expect(sentVariables()).toEqual([
      { deleteLockedStockData: { orderId: ORDER_ID, service: 'PASS' } },
    ]);
  });

  it("gives back the activity's slot too", async () => {
    useBookingStore.getState().addComplementary({
      ...makeComplementary('RECEPCION_REAL', 0, ['2027-06-12']),
      session: '11:00',
    });
    await changeDates('2027-06-19', 2);
    expect(useBookingStore.getState().booking.complementaries).toEqual([]);
    expect(sentVariables()).toEqual([
      { deleteLockedStockData: { orderId: ORDER_ID, service: 'PASS' } },
      { deleteLockedStockData: { orderId: ORDER_ID, service: 'ACTIVITY' } },
    ]);
  });

  it('keeps them, and asks nothing, when the days stay the same', async () => {
    await changeDates('2027-06-12', 2);
    expect(useBookingStore.getState().booking.complementaries).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks nothing when no pass was held', async () => {
    useBookingStore.getState().removeComplementary('PE');
    await changeDates('2027-06-19', 2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets the visitor go on when giving the places back fails', async () => {
    fetch.mockRejectedValue(new TypeError('network'));
    await expect(changeDates('2027-06-19', 3)).resolves.toBeUndefined();
    expect(useBookingStore.getState().booking).toMatchObject({
      startDate: '2027-06-19',
      duration: 3,
      complementaries: [],
    });
  });
});
