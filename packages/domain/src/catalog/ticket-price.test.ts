import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { flexibleRatePrice, priceTicket } from './ticket-price.ts';

describe('priceTicket', () => {
  it.each([
    [
      { adults: 2, children: 0 },
      { adultPrice: 9800, childrenPrice: 0, totalPrice: 9800 },
    ],
    [
      { adults: 2, children: 2 },
      { adultPrice: 9800, childrenPrice: 7400, totalPrice: 17200 },
    ],
    [
      { adults: 0, children: 1 },
      { adultPrice: 0, childrenPrice: 3700, totalPrice: 3700 },
    ],
  ])('49 € / 37 € for %j', (group, expected) => {
    expect(priceTicket({ adult: cents(4900), child: cents(3700) }, group)).toEqual({
      basePrice: 4900,
      adultUnitPrice: 4900,
      childrenUnitPrice: 3700,
      ...expected,
    });
  });
});

describe('flexibleRatePrice (catalogue.md FLEX)', () => {
  it.each([
    ['10 % of the tickets', 9800, 980],
    ['rounded half up to a cent', 4905, 491],
    ['at least 4 €', 3000, 400],
    ['exactly at the minimum', 4000, 400],
    ['no tickets: still the minimum', 0, 400],
  ])('%s: %i → %i', (_label, total, expected) => {
    expect(flexibleRatePrice(cents(total))).toBe(expected);
  });
});
