import { describe, expect, it } from 'vitest';
import {
  CompletionDatesError,
  newerVariantLength,
  offerProduct,
  olderVariantLength,
  presetCompletion,
} from './completion-preset.ts';
import type { OrderProduct, OrderToComplete } from './order-to-complete.ts';

const product = (type: string, code: string, fields: Partial<OrderProduct> = {}): OrderProduct => ({
  type,
  code,
  name: code,
  quantity: 2,
  price: 1000,
  dates: { accessDate: '2027-07-10', accessEndDate: '2027-07-10', sessionTime: null },
  group: { adults: 2, children: 0 },
  ...fields,
});

const order = (fields: Partial<OrderToComplete> = {}): OrderToComplete => ({
  id: 'order-1',
  status: 'paid',
  accessDate: '2027-07-10',
  accessEndDate: '2027-07-11',
  group: { adults: 2, children: 1, babies: 1 },
  event: null,
  products: [product('OFFER', 'FR-D2'), product('PASS', 'PE')],
  ...fields,
});

describe('completion preset (checkout-and-account.md §4, readings.md §6)', () => {
  // Both variants of §4 agree whenever the old duration matches the order's dates.
  it.each([
    ['2027-07-10', '2027-07-10', 1, { duration: 1, nights: 0 }],
    ['2027-07-10', '2027-07-11', 2, { duration: 2, nights: 1 }],
    ['2027-07-10', '2027-07-12', 3, { duration: 3, nights: 2 }],
    ['2027-12-31', '2028-01-01', 2, { duration: 2, nights: 1 }],
  ])('%s to %s (old duration %i): both variants give %o', (start, end, duration, expected) => {
    expect(newerVariantLength(start, end)).toEqual(expected);
    expect(olderVariantLength(duration)).toEqual(expected);
  });

  it('copies dates, group, duration, nights, event and offer; isInCompletion, ticket booked', () => {
    const booking = presetCompletion(
      order({
        products: [product('NIGHT', 'FR-NS'), product('PASS', 'PE')],
        event: { date: '2027-07-10', seating: 'LVL2' },
      }),
    );
    expect(booking).toMatchObject({
      startDate: '2027-07-10',
      endDateISO: '2027-07-11',
      duration: 2,
      durationNight: 1,
      group: { adults: 2, children: 1, babies: 1, hasLargeFamilyCard: false },
      bookingEvent: { date: '2027-07-10', seating: 'LVL2' },
      offer: { code: 'FR-NS', kind: 'nightShow', seating: 'LVL2', price: { totalPrice: 0 } },
      isInCompletion: true,
      ticketAlreadyBooked: true,
      gtsId: 'order-1',
      complementaries: [],
    });
  });

  it('starts from a reset booking: nothing of a previous basket stays', () => {
    const booking = presetCompletion(order());
    expect(booking.flexibleRate).toBe(false);
    expect(booking.coupons).toEqual([]);
    expect(booking.insurance).toBeNull();
  });

  it.each([
    ['OFFER', 'FR-D1'],
    ['OFFER_NIGHT', 'FR-DS'],
    ['NIGHT', 'FR-NS'],
  ])('the offer is the product of type %s', (type, code) => {
    expect(offerProduct([product('PASS', 'PE'), product(type, code)])?.code).toBe(code);
  });

  it('no offer product: no offer, the ticket is not counted as booked', () => {
    const booking = presetCompletion(order({ products: [product('PASS', 'PE')] }));
    expect(booking.offer).toBeNull();
    expect(booking.ticketAlreadyBooked).toBe(false);
  });

  it.each([
    ['2027-07-12', '2027-07-10'],
    ['2027-02-30', '2027-03-01'],
    ['10/07/2027', '2027-07-11'],
    ['', ''],
  ])('invalid dates %s to %s raise the spec error', (accessDate, accessEndDate) => {
    expect(() => presetCompletion(order({ accessDate, accessEndDate }))).toThrowError(
      new CompletionDatesError('order-1'),
    );
    expect(() => presetCompletion(order({ accessDate, accessEndDate }))).toThrow(
      'Error when set order to complete order-1',
    );
  });
});
