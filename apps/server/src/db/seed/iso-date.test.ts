import { describe, expect, it } from 'vitest';
import { datesBetween, isoDate, monthOf, nthWeekday, weekday } from './iso-date.ts';

describe('iso-date', () => {
  it('builds dates from parts, rolling day 0 back to the last day of the month before', () => {
    expect(isoDate(2027, 4, 3)).toBe('2027-04-03');
    expect(isoDate(2028, 3, 0)).toBe('2028-02-29');
  });

  it('reads weekday and month without time zone shifts', () => {
    expect(weekday('2027-04-03')).toBe(6);
    expect(weekday('2027-11-07')).toBe(0);
    expect(monthOf('2027-11-07')).toBe(11);
  });

  it('lists the days between two dates, both included', () => {
    expect(datesBetween('2027-12-30', '2028-01-02')).toEqual([
      '2027-12-30',
      '2027-12-31',
      '2028-01-01',
      '2028-01-02',
    ]);
  });

  it.each([
    ['first Saturday of April 2027', 2027, 4, 6, 1, '2027-04-03'],
    ['second Saturday of March 2027', 2027, 3, 6, 2, '2027-03-13'],
    ['first Sunday of November 2028', 2028, 11, 0, 1, '2028-11-05'],
    ['last Saturday of November 2026', 2026, 11, 6, -1, '2026-11-28'],
    ['last Saturday of November 2028', 2028, 11, 6, -1, '2028-11-25'],
  ])('finds the %s', (_case, year, month, day, nth, expected) => {
    expect(nthWeekday(year, month, day, nth)).toBe(expected);
  });
});
