import { describe, expect, it } from 'vitest';
import { frenchParkDays, frenchShowSessions } from './french-calendar.ts';

const days2027 = new Map(frenchParkDays(2027).map((day) => [day.date, day]));

describe('frenchParkDays', () => {
  it.each([
    ['Wednesday in May outside holidays', '2027-05-12', 'L'],
    ['Saturday in May', '2027-05-22', 'M'],
    ['Wednesday of the spring school holidays', '2027-04-14', 'M'],
    ['Ascension Thursday', '2027-05-06', 'H'],
    ['Friday bridge after Ascension', '2027-05-07', 'H'],
    ['Saturday before Whit Monday', '2027-05-15', 'H'],
    ['Whit Monday', '2027-05-17', 'H'],
    ['first day of the summer period', '2027-06-19', 'H'],
    ['a Monday in August', '2027-08-02', 'H'],
    ['a Thursday in September', '2027-09-16', 'L'],
    ['a Tuesday of Toussaint', '2027-10-26', 'M'],
    ['the last day', '2027-11-07', 'M'],
  ])('%s (%s) is open at tier %s', (_case, date, season) => {
    expect(days2027.get(date)?.season).toBe(season);
  });

  it.each([
    ['a Monday in May', '2027-05-10'],
    ['a Tuesday in June before summer', '2027-06-15'],
    ['a Tuesday in September', '2027-09-14'],
    ['the day after closing', '2027-11-08'],
    ['the day before opening', '2027-04-02'],
  ])('%s (%s) is closed', (_case, date) => {
    expect(days2027.has(date)).toBe(false);
  });

  it('keeps the park open until 22:30 on show evenings', () => {
    expect(days2027.get('2027-06-05')?.closesAt).toBe('22:30');
    expect(days2027.get('2027-06-06')?.closesAt).toBe('19:00');
  });

  it('opens on 1 April 2028 and closes after 5 November 2028', () => {
    const days = frenchParkDays(2028);
    expect(days[0]?.date).toBe('2028-04-01');
    expect(days.at(-1)?.date).toBe('2028-11-05');
  });
});

describe('frenchShowSessions', () => {
  it('plays the first two Saturdays of June, then Fridays and Saturdays from 18 June to 11 September 2027', () => {
    const dates = frenchShowSessions(2027).map((session) => session.date);
    expect(dates.slice(0, 4)).toEqual(['2027-06-05', '2027-06-12', '2027-06-18', '2027-06-19']);
    expect(dates.at(-1)).toBe('2027-09-11');
  });

  it('starts at 22:30 in June and July and at 22:00 in August and September', () => {
    const starts = new Map(
      frenchShowSessions(2027).map((session) => [session.date, session.startsAt]),
    );
    expect(starts.get('2027-07-31')).toBe('22:30');
    expect(starts.get('2027-08-06')).toBe('22:00');
  });

  it('follows the same rule in 2028: 3 and 10 June, then 16 June to 9 September', () => {
    const dates = frenchShowSessions(2028).map((session) => session.date);
    expect(dates.slice(0, 3)).toEqual(['2028-06-03', '2028-06-10', '2028-06-16']);
    expect(dates.at(-1)).toBe('2028-09-09');
  });
});
