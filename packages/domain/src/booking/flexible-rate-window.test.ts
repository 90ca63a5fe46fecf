import { describe, expect, it } from 'vitest';
import { isFlexibleRateOffered, lastDateChangeDay } from './flexible-rate-window.ts';

describe('the flexible rate’s date change (booking-funnel.md §9: up to 72 hours before)', () => {
  it.each([
    [
      'a Saturday visit: until the Tuesday (72 h before Saturday 00:00)',
      '2027-06-12',
      '2027-06-08',
    ],
    ['across a month', '2027-07-02', '2027-06-28'],
  ])('%s', (_case, startDate, lastDay) => {
    expect(lastDateChangeDay(startDate)).toBe(lastDay);
  });

  it.each([
    ['a month ahead', '2027-05-12', true],
    ['on the last day to change', '2027-06-08', true],
    ['72 hours before the visit', '2027-06-09', false],
    ['the day before the visit', '2027-06-11', false],
    ['on the day of the visit', '2027-06-12', false],
  ])('is sold for a visit on 2027-06-12 bought %s: %s', (_case, today, offered) => {
    expect(isFlexibleRateOffered('2027-06-12', today)).toBe(offered);
  });
});
