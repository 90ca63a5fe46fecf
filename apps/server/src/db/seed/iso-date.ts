import { addDays } from '@sesame/domain/dates/calendar-days';

/** Plain `yyyy-MM-dd` calendar dates, computed in UTC so that no time zone shifts a day. */

export function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** 0 is Sunday, 6 is Saturday, as `Date.getUTCDay`. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function monthOf(date: string): number {
  return Number(date.slice(5, 7));
}

/** Every date from `first` to `last`, both included. */
export function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The `nth` (1-based) given weekday of a month; a negative `nth` counts from the month's end. */
export function nthWeekday(year: number, month: number, day: number, nth: number): string {
  if (nth > 0) {
    const first = isoDate(year, month, 1);
    return addDays(first, ((day - weekday(first) + 7) % 7) + (nth - 1) * 7);
  }
  const last = isoDate(year, month + 1, 0);
  return addDays(last, -((weekday(last) - day + 7) % 7) + (nth + 1) * 7);
}
