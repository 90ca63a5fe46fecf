import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { passPlacesLeft, pricePass } from './pass-price.ts';

const day = (date: string, unitPrice: number) => ({ date, unitPrice: cents(unitPrice) });

describe('pricePass', () => {
  // catalogue.md §7.3, one row per pass, platform and tier: a family of 2 adults, 1 child and
  // 1 baby pays three places for one day.
  it.each([
    ['PE', 'FR', 'L', 2500],
    ['PE', 'FR', 'M', 2900],
    ['PE', 'FR', 'H', 3500],
    ['PGE', 'FR', 'L', 5500],
    ['PGE', 'FR', 'M', 6200],
    ['PGE', 'FR', 'H', 6900],
    ['PE', 'ES', 'L', 2000],
    ['PE', 'ES', 'M', 2400],
    ['PE', 'ES', 'H', 2800],
    ['PGE', 'ES', 'L', 4500],
    ['PGE', 'ES', 'M', 5000],
    ['PGE', 'ES', 'H', 5600],
  ])('%s on %s, tier %s at %i per person', (_code, _platform, _tier, unit) => {
    const price = pricePass([day('2027-06-12', unit)], { adults: 2, children: 1 });
    expect(price).toEqual({
      unitPrice: unit,
      priceList: [{ date: '2027-06-12', datePrice: unit, totalPrice: 3 * unit }],
      totalPrice: 3 * unit,
    });
  });

  it('prices each day of a visit at its own tier', () => {
    const price = pricePass([day('2027-06-18', 2900), day('2027-06-19', 3500)], {
      adults: 1,
      children: 1,
    });
    expect(price).toEqual({
      unitPrice: 6400,
      priceList: [
        { date: '2027-06-18', datePrice: 2900, totalPrice: 5800 },
        { date: '2027-06-19', datePrice: 3500, totalPrice: 7000 },
      ],
      totalPrice: 12800,
    });
  });

  it('charges children as adults and lets babies in free (catalogue.md §7.3)', () => {
    const group = { adults: 0, children: 2, babies: 3 };
    expect(pricePass([day('2027-06-12', 2500)], group).totalPrice).toBe(5000);
  });
});

describe('passPlacesLeft', () => {
  it.each([
    [2500, 1600, 1600],
    [2500, 0, 0],
    [2500, -2, 0],
    [0, 1600, 0],
  ])('a day at %i with %i places left offers %i', (price, left, expected) => {
    expect(passPlacesLeft(cents(price), left)).toBe(expected);
  });
});
