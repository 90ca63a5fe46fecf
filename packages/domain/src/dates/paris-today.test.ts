import { describe, expect, it } from 'vitest';
import { berlinDate, parisToday } from './paris-today.ts';

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
    // The night clocks go back: midnight in Paris is still 22:00 UTC.
    ['2027-10-30T21:59:59Z', '2027-10-30'],
    ['2027-10-30T22:00:00Z', '2027-10-31'],
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
