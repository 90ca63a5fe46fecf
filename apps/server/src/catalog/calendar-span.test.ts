import { describe, expect, it } from 'vitest';
import { daysUntil, monthsLater } from './calendar-span.ts';

describe('monthsLater', () => {
  it.each([
    ['2026-11-21', 1, '2026-12-21'],
    ['2026-11-21', 24, '2028-11-21'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-02-29', 12, '2029-02-28'],
  ])('%s + %i months is %s', (date, months, expected) => {
    expect(monthsLater(date, months)).toBe(expected);
  });
});

describe('daysUntil', () => {
  it('lists the days up to the end, which is excluded', () => {
    expect(daysUntil('2027-12-30', '2028-01-02')).toEqual([
      '2027-12-30',
      '2027-12-31',
      '2028-01-01',
    ]);
    expect(daysUntil('2027-12-30', '2027-12-30')).toEqual([]);
  });
});
