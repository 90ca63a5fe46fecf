import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { priceActivity } from './activity-price.ts';

describe('priceActivity', () => {
  // catalogue.md §7.1: a slot for the children of the group; adults and babies take no place.
  it.each([
    ['ES-XMAS includes it: 2 adults, 2 children', 0, { adults: 2, children: 2 }, 2, 0],
    ['a priced slot: 1 child', 500, { adults: 1, children: 1 }, 1, 500],
    ['a priced slot: 3 children', 500, { adults: 2, children: 3 }, 3, 1500],
    ['no child: no place, nothing to pay', 500, { adults: 2, children: 0 }, 0, 0],
  ])('%s', (_case, unit, group, places, total) => {
    expect(priceActivity(cents(unit), group)).toEqual({
      places,
      childUnitPrice: unit,
      totalPrice: total,
    });
  });
});
