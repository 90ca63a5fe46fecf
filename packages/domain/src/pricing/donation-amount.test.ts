import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { donationAmount } from './donation-amount.ts';

describe('donationAmount (catalogue.md §7.3 DON: 1 / 2 / 5 / 10 € or round-up)', () => {
  it.each([
    ['1 €', true, 100, 100],
    ['2 €', true, 200, 200],
    ['5 €', true, 500, 500],
    ['10 €', true, 1000, 1000],
    ['a round-up to the next euro', true, 37, 37],
    ['an amount kept from before the visitor unticked the gift', false, 500, 0],
  ])('%s', (_case, isDonation, value, expected) => {
    expect(donationAmount({ isDonation, donationValue: cents(value) })).toBe(expected);
  });
});
