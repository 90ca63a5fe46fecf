import { describe, expect, it } from 'vitest';
import { platformConfig, withFeatures } from '../testing/fixtures.ts';
import { postagePrice } from './postage-price.ts';

describe('postagePrice (catalogue.md §7.3 POST: 4.90 €, closes 10 days before the visit)', () => {
  it.each([
    ['10 days ahead', '2027-06-11', 490],
    ['30 days ahead', '2027-07-01', 490],
    ['9 days ahead', '2027-06-10', null],
    ['the same day', '2027-06-01', null],
  ])('posts tickets for a visit %s: %s', (_case, startDate, price) => {
    expect(postagePrice(platformConfig(), startDate, '2027-06-01')).toBe(price);
  });

  it('offers no postal delivery where the platform does not post tickets (FR addresses only)', () => {
    expect(
      postagePrice(withFeatures({ postalDelivery: false }), '2027-07-01', '2027-06-01'),
    ).toBeNull();
  });
});
