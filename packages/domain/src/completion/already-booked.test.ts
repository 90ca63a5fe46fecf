import { describe, expect, it } from 'vitest';
import { alreadyBooked, isAlreadyBooked } from './already-booked.ts';
import { type OrderProduct, orderProductType } from './order-to-complete.ts';

const line = (type: string, code: string, fields: Partial<OrderProduct> = {}): OrderProduct => ({
  type,
  code,
  name: code,
  quantity: 2,
  price: 1000,
  dates: { accessDate: '2027-07-10', accessEndDate: null, sessionTime: null },
  group: { adults: 2, children: 0 },
  ...fields,
});
const at = (sessionTime: string) => ({
  dates: { accessDate: '2027-07-10', accessEndDate: null, sessionTime },
});

describe('already-booked view (booking-funnel.md §4)', () => {
  it('no old lines: nothing booked, not even the ticket', () => {
    expect(alreadyBooked([])).toEqual({
      ticket: false,
      passes: [],
      activities: [],
      restaurants: [],
      accommodation: [],
    });
  });

  it('lists passes, activities, restaurants by meal and external accommodation', () => {
    const view = alreadyBooked([
      line('OFFER', 'FR-D1'),
      line('PASS', 'PE'),
      line('ACTIVITY', 'POSADA'),
      line('LUNCH', 'TAVERNE', at('12:30')),
      line('DINER', 'BANQUET', at('19:30')),
      line('ACCOMMODATION', 'HOTEL-VILLE', { providerType: 'EXTERNE' }),
      line('ACCOMMODATION', 'HOTEL-PARC', { providerType: 'INTERNE' }),
    ]);
    expect(view.ticket).toBe(true);
    expect(view.passes.map((p) => p.code)).toEqual(['PE']);
    expect(view.activities.map((a) => a.code)).toEqual(['POSADA']);
    expect(view.restaurants).toEqual([
      {
        code: 'TAVERNE',
        name: 'TAVERNE',
        date: '2027-07-10',
        time: '12:30',
        meal: 'lunch',
        adults: 2,
        children: 0,
      },
      {
        code: 'BANQUET',
        name: 'BANQUET',
        date: '2027-07-10',
        time: '19:30',
        meal: 'dinner',
        adults: 2,
        children: 0,
      },
    ]);
    expect(view.accommodation.map((a) => a.code)).toEqual(['HOTEL-VILLE']);
  });

  it('a code the order has is booked', () => {
    expect(isAlreadyBooked([line('PASS', 'PE')], 'PE')).toBe(true);
    expect(isAlreadyBooked([line('PASS', 'PE')], 'PGE')).toBe(false);
  });
});

describe('order product types (checkout-and-account.md §3)', () => {
  it.each([
    ['ticket', null, 'OFFER'],
    ['christmas', null, 'OFFER'],
    ['nightShow', null, 'NIGHT'],
    ['dayAndShow', null, 'OFFER_NIGHT'],
    ['pass', null, 'PASS'],
    ['activity', '10:00', 'ACTIVITY'],
    ['flexibleRate', null, 'FLEXIBLE_RATE'],
    ['restaurant', '12:00', 'LUNCH'],
    ['restaurant', '16:59', 'LUNCH'],
    ['restaurant', '17:00', 'DINER'],
    ['restaurant', '19:30', 'DINER'],
    ['hotel', null, 'ACCOMMODATION'],
    ['spa', null, 'SPA'],
  ])('line kind %s at %s is %s', (kind, time, type) => {
    expect(orderProductType(kind, time)).toBe(type);
  });
});
