import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isoWeekday, startOfMonth } from './calendar-days.ts';

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

describe('startOfMonth', () => {
  it.each([
    ['2027-03-01', '2027-03-01'],
    ['2027-03-17', '2027-03-01'],
    ['2028-02-29', '2028-02-01'],
  ])('the month of %s starts on %s', (date, expected) => {
    expect(startOfMonth(date)).toBe(expected);
  });
});

describe('addMonths', () => {
  it.each([
    ['2027-03-06', 1, '2027-04-06'],
    ['2027-03-06', -1, '2027-02-06'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2027-03-31', -1, '2027-02-28'],
    ['2027-05-31', 1, '2027-06-30'],
    ['2027-12-15', 1, '2028-01-15'],
    ['2027-01-15', -1, '2026-12-15'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2027-03-06', -12, '2026-03-06'],
  ])('%s + %i months is %s', (date, n, expected) => {
    expect(addMonths(date, n)).toBe(expected);
  });
});

describe('isoWeekday', () => {
  it.each([
    ['2027-03-01', 1], // Monday
    ['2027-03-06', 6], // Saturday
    ['2027-03-07', 7], // Sunday
    ['2028-02-29', 2], // Tuesday
  ])('%s is day %i of its week', (date, expected) => {
    expect(isoWeekday(date)).toBe(expected);
  });
});
