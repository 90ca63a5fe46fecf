import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './calendar-days.ts';

describe('addDays', () => {
  it.each([
    ['2027-06-10', 0, '2027-06-10'],
    ['2027-06-10', 2, '2027-06-12'],
    ['2027-06-30', 1, '2027-07-01'],
    ['2027-12-31', 1, '2028-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-03-27', 1, '2027-03-28'], // the night clocks go forward in Europe
    ['2027-01-01', -1, '2026-12-31'],
  ])('%s + %i days is %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it('rejects a day that does not exist', () => {
    expect(() => addDays('2027-02-30', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2027-06-10', '2027-06-10', 0],
    ['2027-06-10', '2027-06-12', 2],
    ['2027-06-12', '2027-06-10', -2],
    ['2027-03-27', '2027-03-29', 2],
    ['2027-12-31', '2028-01-01', 1],
  ])('from %s to %s is %i days', (a, b, expected) => {
    expect(daysBetween(a, b)).toBe(expected);
  });
});
