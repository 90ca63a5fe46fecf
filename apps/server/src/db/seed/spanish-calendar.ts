import { addDays } from '@sesame/domain/dates/calendar-days';
import type { SeededParkDay, SeededSession } from './calendar-rules.ts';
import { easterSunday, longWeekend, spanishPublicHolidays } from './holidays.ts';
import { datesBetween, isoDate, monthOf, nthWeekday, weekday } from './iso-date.ts';

/**
 * The Spanish season (catalogue.md §7.9): from the second Saturday of March to the first Sunday of
 * November. Open Wednesday to Sunday plus holidays, their bridges and Holy Week; every evening in
 * July and August because of the heat.
 */
export function spanishParkDays(year: number): SeededParkDay[] {
  const opening = nthWeekday(year, 3, 6, 2);
  const closing = nthWeekday(year, 11, 0, 1);
  const easter = easterSunday(year);
  const holyWeek = { first: addDays(easter, -6), last: easter };
  const holidayWeekends = new Set(spanishPublicHolidays(year).flatMap(longWeekend));

  return datesBetween(opening, closing).flatMap((date): SeededParkDay[] => {
    const day = weekday(date);
    const summer = monthOf(date) === 7 || monthOf(date) === 8;
    const inHolyWeek = date >= holyWeek.first && date <= holyWeek.last;
    const holidayWeekend = holidayWeekends.has(date);
    const open = summer || inHolyWeek || holidayWeekend || (day !== 1 && day !== 2);
    if (!open) return [];
    const weekend = day === 0 || day === 6;
    const season =
      inHolyWeek || holidayWeekend || (summer && day === 6) ? 'H' : weekend ? 'M' : 'L';
    const hours = summer
      ? { opensAt: '17:00', closesAt: '23:30' }
      : { opensAt: '10:00', closesAt: '20:00' };
    return [{ date, season, ...hours }];
  });
}

/**
 * The Christmas season that starts in `year` (catalogue.md §7.9): from the last Saturday of
 * November to 4 January, on weekends, 6 and 8 December and every day from 26 December; closed on
 * 25 December and 1 January. All at the peak tier.
 */
export function spanishChristmasDays(year: number): SeededParkDay[] {
  const first = nthWeekday(year, 11, 6, -1);
  const last = isoDate(year + 1, 1, 4);
  const closed = new Set([isoDate(year, 12, 25), isoDate(year + 1, 1, 1)]);
  const holidays = new Set([isoDate(year, 12, 6), isoDate(year, 12, 8)]);
  const everyDayFrom = isoDate(year, 12, 26);
  return datesBetween(first, last)
    .filter((date) => !closed.has(date))
    .filter(
      (date) =>
        weekday(date) === 0 || weekday(date) === 6 || holidays.has(date) || date >= everyDayFrom,
    )
    .map((date) => ({ date, season: 'P', opensAt: '10:00', closesAt: '22:00' }));
}

const sessionStart: Record<number, string> = {
  3: '21:00',
  4: '21:00',
  5: '21:30',
  6: '22:00',
  7: '22:00',
  8: '22:00',
  9: '21:30',
  10: '21:00',
  11: '21:00',
};

/**
 * Crónica de Fuego (catalogue.md §7.5): Fridays and Saturdays in spring and autumn, Wednesday to
 * Sunday from June to September, on open days of the season.
 */
export function spanishShowSessions(year: number): SeededSession[] {
  return spanishParkDays(year)
    .filter(({ date }) => {
      const month = monthOf(date);
      const day = weekday(date);
      return month >= 6 && month <= 9 ? day === 0 || day >= 3 : day === 5 || day === 6;
    })
    .map(({ date }) => ({
      date,
      startsAt: sessionStart[monthOf(date)] ?? '21:00',
      durationMinutes: 70,
    }));
}
