import { describe, expect, it } from 'vitest';
import { cents } from '../money/cents.ts';
import { donationAmount, parseDonation, roundUpDonation } from './donation-amount.ts';

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

describe('roundUpDonation (catalogue.md §7.3 DON round-up)', () => {
  it.each([
    [9863, 37],
    [9801, 99],
    [9899, 1],
    [9800, 100],
  ])('a total of %i cents gives %i', (total, expected) => {
    expect(roundUpDonation(cents(total))).toBe(expected);
  });
});

describe('parseDonation (booking-funnel.md §5: a positive value)', () => {
  it.each<[string, number | null]>([
    ['3', 300],
    ['3,5', 350],
    ['3.05', 305],
    [' 12 ', 1200],
    ['0', null],
    ['0,00', null],
    ['-2', null],
    ['2,345', null],
    ['abc', null],
    ['', null],
  ])('%j', (text, expected) => {
    expect(parseDonation(text)).toBe(expected);
  });
});
