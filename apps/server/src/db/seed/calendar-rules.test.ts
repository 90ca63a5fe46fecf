import { describe, expect, it } from 'vitest';
import { parkCalendar, showCalendar } from './calendar-rules.ts';

const dayOf = (platform: 'fr' | 'es', date: string) =>
  parkCalendar(platform, '2026-11-21', '2028-11-21').find((day) => day.date === date);

describe('parkCalendar over the two years from 21 November 2026', () => {
  it('closes the Spanish park on 25 December and 1 January', () => {
    expect(dayOf('es', '2026-12-25')).toBeUndefined();
    expect(dayOf('es', '2027-01-01')).toBeUndefined();
    expect(dayOf('es', '2027-12-25')).toBeUndefined();
  });

  it('opens the Spanish Christmas season on 28 November 2026 at the peak tier', () => {
    expect(dayOf('es', '2026-11-28')).toEqual({
      date: '2026-11-28',
      season: 'P',
      opensAt: '10:00',
      closesAt: '22:00',
    });
  });

  it('opens the French season on 3 April 2027 and closes it after 7 November 2027', () => {
    const french2027 = parkCalendar('fr', '2027-01-01', '2028-01-01');
    expect(french2027[0]?.date).toBe('2027-04-03');
    expect(french2027.at(-1)?.date).toBe('2027-11-07');
  });

  it('keeps the French park closed in winter', () => {
    expect(parkCalendar('fr', '2026-11-21', '2027-04-03')).toEqual([]);
  });

  it('returns only days inside the window, in date order', () => {
    const days = parkCalendar('es', '2026-11-21', '2028-11-21');
    expect(days[0]?.date).toBe('2026-11-28');
    expect(days.at(-1)?.date).toBe('2028-11-05');
    expect(days.map((day) => day.date)).toEqual(days.map((day) => day.date).sort());
  });

  it('counts the Christmas open days of the catalogue: 18, 19 and 21', () => {
    const peakDays = (first: string, end: string) =>
      parkCalendar('es', first, end).filter((day) => day.season === 'P').length;
    expect(peakDays('2026-11-01', '2027-02-01')).toBe(18);
    expect(peakDays('2027-11-01', '2028-02-01')).toBe(19);
    expect(peakDays('2028-11-01', '2029-02-01')).toBe(21);
  });
});

describe('showCalendar', () => {
  it.each([
    ['fr', 2027, 28],
    ['fr', 2028, 28],
    ['es', 2027, 122],
    ['es', 2028, 121],
  ] as const)('%s has the catalogue count of sessions in %i', (platform, year, count) => {
    expect(showCalendar(platform, `${year}-01-01`, `${year + 1}-01-01`)).toHaveLength(count);
  });

  it('plays every session on a day the park is open', () => {
    for (const platform of ['fr', 'es'] as const) {
      const open = new Set(
        parkCalendar(platform, '2026-11-21', '2028-11-21').map((day) => day.date),
      );
      for (const session of showCalendar(platform, '2026-11-21', '2028-11-21')) {
        expect(open.has(session.date)).toBe(true);
      }
    }
  });
});
