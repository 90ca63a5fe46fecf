import { describe, expect, it } from 'vitest';
import { spanishChristmasDays, spanishParkDays, spanishShowSessions } from './spanish-calendar.ts';

const days2027 = new Map(spanishParkDays(2027).map((day) => [day.date, day]));

describe('spanishParkDays', () => {
  it('runs from 13 March to 7 November 2027', () => {
    const days = spanishParkDays(2027);
    expect(days[0]?.date).toBe('2027-03-13');
    expect(days.at(-1)?.date).toBe('2027-11-07');
  });

  it.each([
    ['a Wednesday in April', '2027-04-07', 'L'],
    ['a Sunday in April', '2027-04-11', 'M'],
    ['Monday of Holy Week', '2027-03-22', 'H'],
    ['a Saturday in July', '2027-07-10', 'H'],
    ['a Monday in July', '2027-07-12', 'L'],
    ['a Sunday in August', '2027-08-08', 'M'],
    ['Columbus Day, a Tuesday, with its bridge Monday', '2027-10-11', 'H'],
  ])('%s (%s) is open at tier %s', (_case, date, season) => {
    expect(days2027.get(date)?.season).toBe(season);
  });

  it('opens every day of Holy Week 2027 (22 to 28 March)', () => {
    for (const date of ['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26']) {
      expect(days2027.has(date)).toBe(true);
    }
  });

  it('closes on Mondays and Tuesdays outside summer and holidays', () => {
    expect(days2027.has('2027-04-05')).toBe(false);
    expect(days2027.has('2027-09-14')).toBe(false);
  });

  it('opens summer evenings from 17:00 to 23:30', () => {
    expect(days2027.get('2027-07-12')).toMatchObject({ opensAt: '17:00', closesAt: '23:30' });
    expect(days2027.get('2027-06-12')).toMatchObject({ opensAt: '10:00', closesAt: '20:00' });
  });

  it('runs 11 March to 5 November in 2028 with Holy Week 10 to 16 April at tier H', () => {
    const days = spanishParkDays(2028);
    expect(days[0]?.date).toBe('2028-03-11');
    expect(days.at(-1)?.date).toBe('2028-11-05');
    expect(days.find((day) => day.date === '2028-04-11')?.season).toBe('H');
  });
});

describe('spanishChristmasDays', () => {
  it('opens on weekends, 6 and 8 December and daily from 26 December, never on 25 December or 1 January', () => {
    expect(spanishChristmasDays(2026).map((day) => day.date)).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-12-05',
      '2026-12-06',
      '2026-12-08',
      '2026-12-12',
      '2026-12-13',
      '2026-12-19',
      '2026-12-20',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
  });
});

describe('spanishShowSessions', () => {
  it('plays Fridays and Saturdays in spring, Wednesday to Sunday in summer, with the catalogue start times', () => {
    const sessions = new Map(
      spanishShowSessions(2027).map((session) => [session.date, session.startsAt]),
    );
    expect(sessions.get('2027-03-13')).toBe('21:00');
    expect(sessions.has('2027-03-14')).toBe(false);
    expect(sessions.get('2027-05-14')).toBe('21:30');
    expect(sessions.get('2027-06-02')).toBe('22:00');
    expect(sessions.has('2027-07-12')).toBe(false);
    expect(sessions.get('2027-09-05')).toBe('21:30');
    expect(sessions.get('2027-11-06')).toBe('21:00');
  });
});
