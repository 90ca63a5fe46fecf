import { describe, expect, it } from 'vitest';
import { addDays, berlinDate, daysBetween, parisToday } from './paris-today.ts';

describe('parisToday', () => {
  it.each([
    // Winter: Paris is UTC+1, so the Paris day starts at 23:00 UTC the day before.
    ['2027-01-15T22:59:59Z', '2027-01-15'],
    ['2027-01-15T23:00:00Z', '2027-01-16'],
    ['2027-01-15T23:30:00Z', '2027-01-16'],
    ['2027-01-16T00:30:00Z', '2027-01-16'],
    // Summer: Paris is UTC+2.
    ['2027-07-14T21:59:59Z', '2027-07-14'],
    ['2027-07-14T22:00:00Z', '2027-07-15'],
    // New year's eve in UTC is already the new year in Paris.
    ['2026-12-31T23:15:00Z', '2027-01-01'],
  ])('at %s it is %s in Paris', (instant, expected) => {
    expect(parisToday(new Date(instant))).toBe(expected);
  });
});

describe('berlinDate', () => {
  it.each([
    ['2027-03-01T22:59:00Z', '2027-03-01'],
    ['2027-03-01T23:00:00Z', '2027-03-02'],
    ['2027-08-01T21:59:00Z', '2027-08-01'],
    ['2027-08-01T22:00:00Z', '2027-08-02'],
  ])('%s is %s in Berlin', (instant, expected) => {
    expect(berlinDate(new Date(instant))).toBe(expected);
  });
});

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
