import { describe, expect, it } from 'vitest';
import { nightPrices } from './night-prices.ts';

describe('nightPrices (booking-funnel.md §3, price lines)', () => {
  it.each([
    [
      'one night of two rooms of a kind',
      [{ date: '2027-06-12', priceRoom: 15900, quantity: 2 }],
      [{ date: '2027-06-12', price: 31800 }],
    ],
    [
      'each night adds up its kinds, nights in order',
      [
        { date: '2027-06-12', priceRoom: 15900, quantity: 1 },
        { date: '2027-06-13', priceRoom: 18900, quantity: 1 },
        { date: '2027-06-12', priceRoom: 19900, quantity: 1 },
        { date: '2027-06-13', priceRoom: 22900, quantity: 1 },
      ],
      [
        { date: '2027-06-12', price: 35800 },
        { date: '2027-06-13', price: 41800 },
      ],
    ],
    ['no line, no night', [], []],
  ] as const)('%s', (_label, lines, expected) => {
    expect(nightPrices(lines)).toEqual(expected);
  });
});
