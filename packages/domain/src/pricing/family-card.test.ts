import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import type { PlatformCode } from '../platform/platform.ts';
import type { FamilyCardCategory } from '../validation/family-card-schema.ts';
import type { BasketProduct } from './coupons.ts';
import { familyCardDiscount, familyCardPercent } from './family-card.ts';

const line = (
  id: string,
  productId: string,
  kind: BasketProduct['kind'],
  price: number,
  accessDate = '2027-06-12',
): BasketProduct => ({
  id,
  productId,
  kind,
  visitor: kind === 'ticket' ? 'adult' : null,
  price: cents(price),
  accessDate,
  tier: 'M',
});

describe('familyCardPercent (catalogue.md §7.3 FAMCARD)', () => {
  it.each<[PlatformCode, FamilyCardCategory | null, number]>([
    ['fr', null, 10],
    ['fr', 'general', 10],
    ['es', 'general', 10],
    ['es', 'especial', 20],
    ['es', null, 10],
  ])('%s, %s: %i %%', (platform, category, expected) => {
    expect(familyCardPercent(platform, category)).toBe(expected);
  });
});

describe('familyCardDiscount (catalogue.md §7.3 FAMCARD, booking-funnel.md §5)', () => {
  const valid = '2027-12-31';
  it.each<[string, BasketProduct[], PlatformCode, FamilyCardCategory | null, string, number[]]>([
    ['fr park ticket', [line('a', 'FR-D1', 'ticket', 5600)], 'fr', null, valid, [560]],
    ['fr night show ticket', [line('a', 'FR-NS', 'ticket', 3300)], 'fr', null, valid, [330]],
    ['fr day + show ticket', [line('a', 'FR-D1NS', 'ticket', 8400)], 'fr', null, valid, [840]],
    ['es General', [line('a', 'ES-D1', 'ticket', 4800)], 'es', 'general', valid, [480]],
    ['es Especial', [line('a', 'ES-D1', 'ticket', 4800)], 'es', 'especial', valid, [960]],
    [
      'rounded half up: 10 % of 49.05 €',
      [line('a', 'FR-D1', 'ticket', 4905)],
      'fr',
      null,
      valid,
      [491],
    ],
    [
      'valid on the visit day itself',
      [line('a', 'FR-D1', 'ticket', 5600)],
      'fr',
      null,
      '2027-06-12',
      [560],
    ],
    [
      'expired the day before the visit',
      [line('a', 'FR-D1', 'ticket', 5600)],
      'fr',
      null,
      '2027-06-11',
      [],
    ],
    [
      'a ticket after the expiry is not discounted, one before is',
      [
        line('a', 'FR-D1', 'ticket', 5600, '2027-06-12'),
        line('b', 'FR-D1', 'ticket', 5600, '2027-06-14'),
      ],
      'fr',
      null,
      '2027-06-13',
      [560],
    ],
    [
      'no discount on add-ons, packages, hotels, restaurants',
      [
        line('p', 'PE', 'pass', 2900),
        line('k', 'FR-PK1', 'package', 30000),
        line('h', 'H-FR-CAS', 'hotel', 19900),
        line('r', 'R-FR-BAN', 'restaurant', 3900),
        line('f', 'FLEX', 'flexibleRate', 560),
        line('i', 'INS', 'insurance', 280),
        line('s', 'POST', 'postage', 490),
        line('d', 'DON', 'donation', 500),
      ],
      'fr',
      null,
      valid,
      [],
    ],
  ])('%s', (_label, basket, platform, category, validity, expected) => {
    const { discounts, total } = familyCardDiscount(basket, { validity, category }, platform);
    expect(discounts.map((d) => d.amount)).toEqual(expected);
    expect(total).toBe(expected.reduce((a, b) => a + b, 0));
  });
});
