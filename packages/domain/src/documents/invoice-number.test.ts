import { describe, expect, it } from 'vitest';
import { invoiceNumber } from './invoice-number.ts';

describe('invoiceNumber (issue 9: gapless numbers per platform and year)', () => {
  it.each([
    ['fr', 2026, 1, 'FR-2026-000001'],
    ['es', 2027, 42, 'ES-2027-000042'],
    ['fr', 2027, 999_999, 'FR-2027-999999'],
    ['fr', 2027, 1_000_000, 'FR-2027-1000000'],
  ])('%s %i #%i is %s', (platform, year, sequence, expected) => {
    expect(invoiceNumber(platform, year, sequence)).toBe(expected);
  });

  it.each([
    [2026, 0],
    [2026, 1.5],
    [26, 1],
  ])('refuses year %i sequence %d', (year, sequence) => {
    expect(() => invoiceNumber('fr', year, sequence)).toThrow();
  });
});
