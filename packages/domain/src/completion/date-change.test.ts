import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-days.ts';
import { dateChangeRefusal, firstDayToMoveTo, movedDay } from './date-change.ts';

const flexible = { startDate: '2027-07-10', flexible: true };

describe('flexible-rate date change (booking-funnel.md §9, 72 hours)', () => {
  it.each([
    // today, new day, refusal
    ['2027-07-01', '2027-07-20', null],
    ['2027-07-06', '2027-07-20', null], // the last day: 72 h before the visit starts
    ['2027-07-07', '2027-07-20', 'DATE_CHANGE_CLOSED'], // within 72 h
    ['2027-07-10', '2027-07-20', 'DATE_CHANGE_CLOSED'],
    ['2027-07-01', '2027-07-10', 'DATE_CHANGE_SAME_DAY'],
    ['2027-07-01', '2027-07-04', 'DATE_CHANGE_DAY_INVALID'], // the new day is itself within 72 h
    ['2027-07-01', '2027-07-05', null],
    ['2027-07-01', '2027-06-20', 'DATE_CHANGE_DAY_INVALID'], // in the past
  ])('on %s, to %s: %s', (today, newDay, refusal) => {
    expect(dateChangeRefusal(flexible, newDay, today)).toBe(refusal);
  });

  it('a ticket without the flexible rate cannot change its date', () => {
    expect(dateChangeRefusal({ ...flexible, flexible: false }, '2027-07-20', '2027-07-01')).toBe(
      'DATE_CHANGE_NOT_FLEXIBLE',
    );
  });

  it.each([
    ['2027-07-10', '2027-07-10', '2027-07-20', '2027-07-20'],
    ['2027-07-11', '2027-07-10', '2027-07-20', '2027-07-21'],
    ['2027-07-11', '2027-07-10', '2027-07-01', '2027-07-02'],
  ])('day %s of a visit moved from %s to %s is %s', (day, from, to, expected) => {
    expect(movedDay(day, from, to)).toBe(expected);
  });
});

describe('the first day to move to', () => {
  const visit = { startDate: '2029-01-01', flexible: true };
  it.each([
    ['2027-07-01', '2027-07-05'],
    ['2027-12-30', '2028-01-03'],
    ['2028-02-27', '2028-03-02'],
  ])('on %s it is %s: allowed, the day before refused', (today, first) => {
    expect(firstDayToMoveTo(today)).toBe(first);
    expect(dateChangeRefusal(visit, first, today)).toBeNull();
    expect(dateChangeRefusal(visit, addDays(first, -1), today)).toBe('DATE_CHANGE_DAY_INVALID');
  });
});
