import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { priceTicket } from './ticket-price.ts';

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

  // catalogue.md §7.2, one row per offer at its first tier: 2 adults and 1 child.
  it.each([
    ['FR-D1', 'L', 4900, 3700, 13500],
    ['FR-D2', 'L', 8600, 6500, 23700],
    ['FR-D3', 'L', 11500, 8700, 31700],
    ['FR-NS', 'L', 3300, 2100, 8700],
    ['FR-D1NS', 'L', 7700, 5400, 20800],
    ['ES-D1', 'L', 4200, 3200, 11600],
    ['ES-D2', 'L', 7400, 5600, 20400],
    ['ES-NS', 'L', 3000, 2000, 8000],
    ['ES-D1NS', 'L', 6600, 4800, 18000],
    ['ES-XMAS', 'P', 3800, 2900, 10500],
  ])('%s tier %s at %i / %i costs a family of 2 + 1 %i', (_code, _tier, adult, child, total) => {
    const price = priceTicket(
      { adult: cents(adult), child: cents(child) },
      { adults: 2, children: 1 },
    );
    expect(price.totalPrice).toBe(total);
  });

  it('lets babies in free (catalogue.md §7.2: under 3 = 0 €)', () => {
    const group = { adults: 1, children: 0, babies: 2 };
    expect(priceTicket({ adult: cents(4900), child: cents(3700) }, group).totalPrice).toBe(4900);
  });
});
