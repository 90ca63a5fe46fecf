import { addDays } from '@sesame/domain/dates/calendar-days';
import type { SeededParkDay, SeededSession } from './calendar-rules.ts';
import { frenchPublicHolidays, longWeekend } from './holidays.ts';
import { datesBetween, isoDate, monthOf, nthWeekday, weekday } from './iso-date.ts';

/**
 * The French season (catalogue.md §7.9): from the first Saturday of April to the first Sunday of
 * November. Open Wednesday to Sunday, plus holidays, their bridges and every day of school holidays;
 * every day from the third Saturday of June to 31 August and over Toussaint.
 */
export function frenchParkDays(year: number): SeededParkDay[] {
  const opening = nthWeekday(year, 4, 6, 1);
  const closing = nthWeekday(year, 11, 0, 1);
  const summer = { first: nthWeekday(year, 6, 6, 3), last: isoDate(year, 8, 31) };
  // School holiday dates are published late and differ by zone; these spans approximate the
  // union of the three zones (spring: 3 Apr to 2 May 2027; Toussaint: 23 Oct to 7 Nov 2027).
  const spring = { first: opening, last: addDays(opening, 29) };
  const toussaint = { first: addDays(closing, -15), last: closing };
  const holidayWeekends = new Set(frenchPublicHolidays(year).flatMap(longWeekend));
  const showDays = new Set(frenchShowSessions(year).map((session) => session.date));
  const within = (date: string, span: { first: string; last: string }) =>
    date >= span.first && date <= span.last;

  return datesBetween(opening, closing).flatMap((date): SeededParkDay[] => {
    const day = weekday(date);
    const inSummer = within(date, summer);
    const schoolHolidays = within(date, spring) || within(date, toussaint);
    const holidayWeekend = holidayWeekends.has(date);
    const open = inSummer || schoolHolidays || holidayWeekend || (day !== 1 && day !== 2);
    if (!open) return [];
    const weekend = day === 0 || day === 6;
    const season = inSummer || holidayWeekend ? 'H' : weekend || schoolHolidays ? 'M' : 'L';
    return [{ date, season, opensAt: '10:00', closesAt: showDays.has(date) ? '22:30' : '19:00' }];
  });
}

/**
 * La Grande Veillée (catalogue.md §7.5): the first two Saturdays of June, then every Friday and
 * Saturday from the eve of the summer period to the second Saturday of September.
 */
export function frenchShowSessions(year: number): SeededSession[] {
  const summerEve = addDays(nthWeekday(year, 6, 6, 3), -1);
  const lastShow = nthWeekday(year, 9, 6, 2);
  const dates = [
    nthWeekday(year, 6, 6, 1),
    nthWeekday(year, 6, 6, 2),
    ...datesBetween(summerEve, lastShow).filter(
      (date) => weekday(date) === 5 || weekday(date) === 6,
    ),
  ];
  return dates.map((date) => ({
    date,
    startsAt: monthOf(date) <= 7 ? '22:30' : '22:00',
    durationMinutes: 100,
  }));
}
