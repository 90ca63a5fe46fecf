import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { couponProducts, type PricedBasketLine } from './coupon-products.ts';

function line(fields: Partial<PricedBasketLine> & Pick<PricedBasketLine, 'kind' | 'code'>) {
  return {
    date: '2027-04-03',
    adults: 0,
    children: 0,
    adultUnitPrice: cents(0),
    childUnitPrice: cents(0),
    totalPrice: cents(0),
    ...fields,
  };
}

describe('couponProducts', () => {
  const basket = [
    line({
      kind: 'ticket',
      code: 'FR-D1',
      adults: 2,
      children: 1,
      adultUnitPrice: cents(5600),
      childUnitPrice: cents(4500),
      totalPrice: cents(15700),
    }),
    line({ kind: 'pass', code: 'PE', adults: 3, totalPrice: cents(8700) }),
    line({ kind: 'coupon', code: 'PRIMEUR5', totalPrice: cents(-1000) }),
    line({ kind: 'donation', code: 'DON', date: null, totalPrice: cents(200) }),
  ];

  it.each([
    [
      'a ticket line gives one product per visitor, at its unit price',
      'FR-D1',
      3,
      [5600, 5600, 4500],
    ],
    ['an add-on gives one product at its total', 'PE', 1, [8700]],
    ['a discount line gives none', 'PRIMEUR5', 0, []],
    ['an undated line gives none', 'DON', 0, []],
  ])('%s', (_, code, count, prices) => {
    const products = couponProducts(basket).filter((product) => product.productId === code);
    expect(products).toHaveLength(count);
    expect(products.map((product) => product.price)).toEqual(prices);
  });

  it('names who each ticket is for, with ids of their own', () => {
    const tickets = couponProducts(basket).filter((product) => product.kind === 'ticket');
    expect(tickets.map((product) => product.visitor)).toEqual(['adult', 'adult', 'child']);
    expect(new Set(tickets.map((product) => product.id)).size).toBe(3);
  });

  it("gives each product its day's tier when the tiers are known, none otherwise", () => {
    const tiers = new Map([['2027-04-03', 'L' as const]]);
    expect(couponProducts(basket, tiers).map((product) => product.tier)).toEqual([
      'L',
      'L',
      'L',
      'L',
    ]);
    expect(couponProducts(basket).every((product) => product.tier === null)).toBe(true);
  });
});
