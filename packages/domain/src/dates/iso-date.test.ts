import { describe, expect, it } from 'vitest';
import { isIsoDate } from './iso-date.ts';

describe('isIsoDate', () => {
  it.each([
    ['2027-06-10', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2027-13-01', false],
    ['2027-6-10', false],
    ['10/06/2027', false],
    ['', false],
  ])('%j is a day: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});
