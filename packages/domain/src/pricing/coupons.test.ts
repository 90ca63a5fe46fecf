import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import {
  type BasketProduct,
  COUPONS,
  type CouponContext,
  checkCoupons,
  couponDiscount,
  type SeasonTier,
} from './coupons.ts';

let next = 0;
/** One ticket line (one visitor). */
function ticket(
  productId: string,
  visitor: 'adult' | 'child',
  price: number,
  accessDate: string,
  tier: SeasonTier,
): BasketProduct {
  next += 1;
  return {
    id: `t${next}`,
    productId,
    kind: 'ticket',
    visitor,
    price: cents(price),
    accessDate,
    tier,
  };
}
function addOn(productId: string, kind: BasketProduct['kind'], price: number): BasketProduct {
  next += 1;
  const line = { productId, kind, visitor: null, price: cents(price) };
  return { id: `a${next}`, ...line, accessDate: '2027-05-05', tier: null };
}
const times = (n: number, make: () => BasketProduct) => Array.from({ length: n }, make);

const fr = (orderDate: string): CouponContext => ({
  platform: 'fr',
  orderDate,
  familyCardDiscount: false,
});
const es = (orderDate: string): CouponContext => ({ ...fr(orderDate), platform: 'es' });

/** 2 adults + 2 children on FR-D1, tier L, 5 May 2027 (49 € / 37 €). */
const family = (
  date = '2027-05-05',
  tier: SeasonTier = 'L',
  code = 'FR-D1',
  a = 4900,
  c = 3700,
) => [
  ...times(2, () => ticket(code, 'adult', a, date, tier)),
  ...times(2, () => ticket(code, 'child', c, date, tier)),
];

/** What one coupon gives: its per-line amounts, or its error code. */
function outcome(code: string, basket: BasketProduct[], context: CouponContext) {
  const [check] = checkCoupons([code], basket, context);
  if (!check) throw new Error('no check');
  return 'error' in check ? check.error : check.discounts.map((d) => d.amount);
}

describe('FAMILLE10 (catalogue.md §7.8: −10 % park and combined tickets, FR)', () => {
  it.each<[string, BasketProduct[], CouponContext, unknown]>([
    ['2 adults + 2 children, tier L', family(), fr('2027-03-01'), [490, 490, 370, 370]],
    [
      'day + show tickets, tier M',
      family('2027-05-08', 'M', 'FR-D1NS', 8400, 6000),
      fr('2027-03-01'),
      [840, 840, 600, 600],
    ],
    [
      '3-day tickets',
      family('2027-05-05', 'L', 'FR-D3', 11500, 8700),
      fr('2027-03-01'),
      [1150, 1150, 870, 870],
    ],
    [
      'rounded half up per line: 49.05 € → 4.91 €',
      family('2027-05-05', 'L', 'FR-D1', 4905, 3705),
      fr('2027-03-01'),
      [491, 491, 371, 371],
    ],
    ['2 adults + 1 child', family().slice(0, 3), fr('2027-03-01'), 'COUPON_NOT_APPLICABLE'],
    ['tier H', family('2027-07-14', 'H'), fr('2027-03-01'), 'COUPON_NOT_APPLICABLE'],
    [
      '2 + 2 over two dates',
      [...family().slice(1, 3), ...family('2027-05-06').slice(1, 3)],
      fr('2027-03-01'),
      'COUPON_NOT_APPLICABLE',
    ],
    [
      'night show only (not a park ticket)',
      family('2027-06-05', 'M', 'FR-NS', 3300, 2100),
      fr('2027-03-01'),
      'COUPON_NOT_APPLICABLE',
    ],
    [
      'package (not a park ticket)',
      family('2027-05-05', 'L', 'FR-PK1', 8000, 6000),
      fr('2027-03-01'),
      'COUPON_NOT_APPLICABLE',
    ],
    ['first day of validity', family(), fr('2027-01-01'), [490, 490, 370, 370]],
    ['last day of validity', family('2027-10-06'), fr('2027-09-30'), [490, 490, 370, 370]],
    ['before its validity', family(), fr('2026-12-31'), 'COUPON_NOT_VALID'],
    ['after its validity', family('2027-10-06'), fr('2027-10-01'), 'COUPON_NOT_VALID'],
    [
      'on the Spanish platform',
      family('2027-05-05', 'L', 'ES-D1', 4200, 3200),
      es('2027-03-01'),
      'COUPON_NOT_VALID',
    ],
    [
      'with the family card discount',
      family(),
      { ...fr('2027-03-01'), familyCardDiscount: true },
      'COUPON_NOT_COMBINABLE',
    ],
  ])('%s', (_label, basket, context, expected) => {
    expect(outcome('FAMILLE10', basket, context)).toEqual(expected);
  });

  it('leaves add-ons (PE, PGE, INS, POST, DON) and hotels undiscounted', () => {
    const tickets = family();
    const extras = [
      addOn('PE', 'pass', 10000),
      addOn('PGE', 'pass', 22000),
      addOn('INS', 'insurance', 900),
      addOn('POST', 'postage', 490),
      addOn('DON', 'donation', 500),
      addOn('H-FR-CAS', 'hotel', 16900),
    ];
    const [check] = checkCoupons(['FAMILLE10'], [...extras, ...tickets], fr('2027-03-01'));
    expect(check).toEqual({
      code: 'FAMILLE10',
      discounts: tickets.map((t) => ({
        productLineId: t.id,
        amount: t.visitor === 'adult' ? 490 : 370,
      })),
      total: 1720,
    });
  });
});

describe('PRIMEUR5 (catalogue.md §7.8: −5 € per adult D1 / D1NS ticket, FR + ES)', () => {
  const adults = (n: number, date = '2027-05-05', tier: SeasonTier = 'L', code = 'FR-D1') =>
    times(n, () => ticket(code, 'adult', 4900, date, tier));
  it.each<[string, BasketProduct[], CouponContext, unknown]>([
    [
      'adults only, not children',
      [...adults(2), ticket('FR-D1', 'child', 3700, '2027-05-05', 'L')],
      fr('2027-03-01'),
      [500, 500],
    ],
    ['day + show tickets', adults(1, '2027-05-05', 'L', 'FR-D1NS'), fr('2027-03-01'), [500]],
    [
      'on the Spanish platform',
      adults(2, '2027-04-14', 'L', 'ES-D1'),
      es('2027-03-01'),
      [500, 500],
    ],
    [
      'Spanish day + show tickets',
      adults(1, '2027-04-14', 'L', 'ES-D1NS'),
      es('2027-03-01'),
      [500],
    ],
    ['30 days ahead to the day', adults(1, '2027-04-30'), fr('2027-03-31'), [500]],
    ['29 days ahead', adults(1, '2027-04-29'), fr('2027-03-31'), 'COUPON_NOT_APPLICABLE'],
    ['a visit in tier M', adults(2, '2027-05-08', 'M'), fr('2027-03-01'), 'COUPON_NOT_APPLICABLE'],
    [
      '2-day tickets',
      adults(2, '2027-05-05', 'L', 'FR-D2'),
      fr('2027-03-01'),
      'COUPON_NOT_APPLICABLE',
    ],
    ['at most 6 tickets per order', adults(8), fr('2027-03-01'), [500, 500, 500, 500, 500, 500]],
    [
      'ordered after 31 Mar of the season year',
      adults(2, '2027-06-02'),
      fr('2027-04-01'),
      'COUPON_NOT_VALID',
    ],
    ['ordered in April for next season', adults(1, '2028-05-03'), fr('2027-04-01'), [500]],
    [
      'with the family card discount',
      adults(2),
      { ...fr('2027-03-01'), familyCardDiscount: true },
      'COUPON_NOT_COMBINABLE',
    ],
  ])('%s', (_label, basket, context, expected) => {
    expect(outcome('PRIMEUR5', basket, context)).toEqual(expected);
  });
});

describe('REYES27 (catalogue.md §7.8: −50 % on child ES-XMAS tickets)', () => {
  const xmas = (who: 'adult' | 'child', n: number, date = '2027-12-04') =>
    times(n, () => ticket('ES-XMAS', who, who === 'adult' ? 3800 : 2900, date, 'P'));
  it.each<[string, BasketProduct[], CouponContext, unknown]>([
    [
      '1 adult + 2 children',
      [...xmas('adult', 1), ...xmas('child', 2)],
      es('2027-11-01'),
      [1450, 1450],
    ],
    ['children without an adult', xmas('child', 2), es('2027-11-01'), 'COUPON_NOT_APPLICABLE'],
    [
      'the adult on another date',
      [...xmas('adult', 1, '2027-12-05'), ...xmas('child', 2)],
      es('2027-11-01'),
      'COUPON_NOT_APPLICABLE',
    ],
    [
      'at most 4 children',
      [...xmas('adult', 2), ...xmas('child', 6)],
      es('2027-11-01'),
      [1450, 1450, 1450, 1450],
    ],
    [
      'first day of the window',
      [...xmas('adult', 1, '2027-11-27'), ...xmas('child', 1, '2027-11-27')],
      es('2027-11-01'),
      [1450],
    ],
    [
      'last day of the window',
      [...xmas('adult', 1, '2028-01-04'), ...xmas('child', 1, '2028-01-04')],
      es('2027-12-20'),
      [1450],
    ],
    [
      'a visit of the 2026 Christmas',
      [...xmas('adult', 1, '2026-12-05'), ...xmas('child', 1, '2026-12-05')],
      es('2026-11-25'),
      'COUPON_NOT_APPLICABLE',
    ],
    [
      'ordered after the window',
      [...xmas('adult', 1, '2028-12-02'), ...xmas('child', 1, '2028-12-02')],
      es('2028-01-05'),
      'COUPON_NOT_VALID',
    ],
    [
      'on the French platform',
      [...xmas('adult', 1), ...xmas('child', 1)],
      fr('2027-11-01'),
      'COUPON_NOT_VALID',
    ],
  ])('%s', (_label, basket, context, expected) => {
    expect(outcome('REYES27', basket, context)).toEqual(expected);
  });

  it('carries its total redemption cap as data (enforced by the server)', () => {
    expect(COUPONS.REYES27?.redemptionCap).toBe(2000);
    expect(COUPONS.FAMILLE10?.redemptionCap).toBeNull();
  });
});

describe('checkCoupons, several codes (booking-funnel.md §8)', () => {
  const errors = (codes: string[], basket: BasketProduct[], context: CouponContext) =>
    checkCoupons(codes, basket, context).map((c) => ('error' in c ? c.error : c.total));

  it.each<[string, string[], unknown[]]>([
    ['an unknown code', ['BIENVENUE'], ['COUPON_NOT_VALID']],
    ['a code entered twice', ['FAMILLE10', 'famille10 '], [1720, 'COUPON_ALREADY_APPLIED']],
    ['a code typed in lower case with spaces', [' famille10'], [1720]],
    [
      'a second coupon on tickets already discounted',
      ['FAMILLE10', 'PRIMEUR5'],
      [1720, 'COUPON_NOT_COMBINABLE'],
    ],
    [
      'a first coupon leaves the other tickets to the second',
      ['PRIMEUR5', 'FAMILLE10'],
      [1000, 740],
    ],
  ])('%s', (_label, codes, expected) => {
    expect(errors(codes, family(), fr('2027-03-01'))).toEqual(expected);
  });

  it('sums the applied coupons into the discount of the total', () => {
    const checks = checkCoupons(['PRIMEUR5', 'FAMILLE10', 'NOPE'], family(), fr('2027-03-01'));
    expect(couponDiscount(checks)).toBe(1740);
    expect(couponDiscount([])).toBe(0);
  });
});
