import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { flexibleRatePrice } from './flexible-rate-price.ts';

describe('flexibleRatePrice (catalogue.md §7.2 FLEX: +10 % of the ticket price, min 4 €)', () => {
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
