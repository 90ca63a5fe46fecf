import { platformConfig, withFeatures } from '@sesame/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { deliveryPrice } from './delivery-price.ts';

describe('deliveryPrice', () => {
  it.each([
    ['10 days ahead', '2027-06-11', 490],
    ['30 days ahead', '2027-07-01', 490],
    ['9 days ahead', '2027-06-10', null],
    ['the same day', '2027-06-01', null],
  ])('posts tickets for a visit %s: %s', (_case, startDate, price) => {
    expect(deliveryPrice(platformConfig(), startDate, '2027-06-01')).toBe(price);
  });

  it('offers no postal delivery where the platform does not post tickets', () => {
    expect(
      deliveryPrice(withFeatures({ postalDelivery: false }), '2027-07-01', '2027-06-01'),
    ).toBeNull();
  });
});
