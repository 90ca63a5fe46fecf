import { describe, expect, it } from 'vitest';
import { type Cents, cents } from '../money/cents.ts';
import type { ProductKind } from './coupons.ts';
import { insurancePrice, insuredAmount } from './insurance-price.ts';

describe('insurancePrice (catalogue.md §7.3 INS: 5 % of the insured lines, min 2 €)', () => {
  it.each([
    ['5 % of a family day', 17200, 860],
    ['rounded half up to a cent: 5 % of 98.10 €', 9810, 491],
    ['rounded down below the half: 5 % of 98.09 €', 9809, 490],
    ['at least 2 €', 3700, 200],
    ['exactly at the minimum (40 €)', 4000, 200],
    ['just above the minimum', 4010, 201],
    ['nothing to insure', 0, 0],
  ])('%s: %i → %i', (_label, insured, expected) => {
    expect(insurancePrice(cents(insured))).toBe(expected);
  });
});

describe('insuredAmount (catalogue.md §7.3 INS: excludes itself, donation and postage)', () => {
  const line = (kind: ProductKind, price: number, discount?: number) => ({
    kind,
    price: cents(price),
    ...(discount === undefined ? {} : { discount: cents(discount) as Cents }),
  });
  it.each([
    ['tickets', [line('ticket', 9800)], 9800],
    [
      'every insured kind',
      [
        line('ticket', 9800),
        line('package', 30000),
        line('pass', 5800),
        line('activity', 1200),
        line('flexibleRate', 980),
        line('restaurant', 7800),
        line('hotel', 16900),
      ],
      9800 + 30000 + 5800 + 1200 + 980 + 7800 + 16900,
    ],
    [
      'not itself, the donation or the postage',
      [line('ticket', 9800), line('insurance', 490), line('donation', 500), line('postage', 490)],
      9800,
    ],
    ['net of the line discount', [line('ticket', 4900, 490), line('ticket', 3700, 370)], 7740],
    ['a discount never makes a line negative', [line('ticket', 400, 500)], 0],
  ])('%s', (_label, lines, expected) => {
    expect(insuredAmount(lines)).toBe(expected);
  });
});
