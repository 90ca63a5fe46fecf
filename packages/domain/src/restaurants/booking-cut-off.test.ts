import { describe, expect, it } from 'vitest';
import { isRestaurantBookingOpen, restaurantBookingStart } from './booking-cut-off.ts';

const THREE_DAYS = 72;

describe('restaurantBookingStart (booking-funnel.md §5 and §9, Paris time)', () => {
  // [case, instant (UTC), hours in advance, first bookable visit day]
  it.each([
    ['a summer afternoon: 3 days on', '2027-06-09T14:00:00Z', THREE_DAYS, '2027-06-12'],
    [
      'one minute before midnight in Paris (21:59 UTC in summer)',
      '2027-06-09T21:59:00Z',
      THREE_DAYS,
      '2027-06-12',
    ],
    ['midnight in Paris: the next day closes', '2027-06-09T22:00:00Z', THREE_DAYS, '2027-06-13'],
    ['winter: midnight in Paris is 23:00 UTC', '2027-01-14T22:59:00Z', THREE_DAYS, '2027-01-17'],
    ['winter: at midnight in Paris', '2027-01-14T23:00:00Z', THREE_DAYS, '2027-01-18'],
    ['UTC still shows the day before', '2027-06-09T23:30:00Z', THREE_DAYS, '2027-06-13'],
    // Spring forward on Sunday 28 March 2027: 72 hours are still 3 calendar days.
    [
      'before spring forward, Thursday 23:59 in Paris',
      '2027-03-25T22:59:00Z',
      THREE_DAYS,
      '2027-03-28',
    ],
    [
      'before spring forward, Friday 00:00 in Paris',
      '2027-03-25T23:00:00Z',
      THREE_DAYS,
      '2027-03-29',
    ],
    [
      'on the night of the change, 01:59 in Paris',
      '2027-03-28T00:59:00Z',
      THREE_DAYS,
      '2027-03-31',
    ],
    [
      'on the night of the change, 03:00 in Paris',
      '2027-03-28T01:00:00Z',
      THREE_DAYS,
      '2027-03-31',
    ],
    // Fall back on Sunday 31 October 2027.
    ['before fall back, Thursday 23:59 in Paris', '2027-10-28T21:59:00Z', THREE_DAYS, '2027-10-31'],
    ['before fall back, Friday 00:00 in Paris', '2027-10-28T22:00:00Z', THREE_DAYS, '2027-11-01'],
    ['after fall back, Sunday 23:59 in Paris', '2027-10-31T22:59:00Z', THREE_DAYS, '2027-11-03'],
    ['after fall back, Monday 00:00 in Paris', '2027-10-31T23:00:00Z', THREE_DAYS, '2027-11-04'],
    // Another configuration: 60 hours before, so Wednesday noon for Saturday.
    ['60 hours: Wednesday 11:59 in Paris', '2027-06-09T09:59:00Z', 60, '2027-06-11'],
    ['60 hours: Wednesday 12:00 in Paris', '2027-06-09T10:00:00Z', 60, '2027-06-12'],
    ['no delay: today', '2027-06-09T10:00:00Z', 0, '2027-06-09'],
  ])('%s', (_case, instant, hours, firstDay) => {
    expect(restaurantBookingStart(new Date(instant), hours)).toBe(firstDay);
  });
});

describe('isRestaurantBookingOpen (booking-funnel.md §5: not fewer than 3 days before)', () => {
  const wednesdayNoon = new Date('2027-06-09T10:00:00Z');
  it.each([
    ['3 days before: open', '2027-06-12', true],
    ['4 days before: open', '2027-06-13', true],
    ['2 days before: closed', '2027-06-11', false],
    ['the visit day itself: closed', '2027-06-09', false],
    ['a past day: closed', '2027-05-01', false],
  ])('%s', (_case, visit, open) => {
    expect(isRestaurantBookingOpen(visit, wednesdayNoon, THREE_DAYS)).toBe(open);
  });
});
