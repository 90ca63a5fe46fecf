import { isoDateToUtc } from './iso-date.ts';

const DAY_MS = 86_400_000;

// Visit days carry no time zone: arithmetic on their UTC midnights never meets a clock change.

/** booking-funnel.md §3, endDateISO: the calendar day `n` days after `date` (negative: before). */
export function addDays(date: string, n: number): string {
  return new Date(isoDateToUtc(date) + n * DAY_MS).toISOString().slice(0, 10);
}

/** booking-funnel.md §4, completion mode: whole days from `a` to `b` (negative when b is before a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((isoDateToUtc(b) - isoDateToUtc(a)) / DAY_MS);
}

/** booking-funnel.md §2, duration: the first day of the month of `date`. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/**
 * booking-funnel.md §2, duration: the same day `n` months after `date` (negative: before), or the
 * last day of that month when it is shorter (31 January + 1 month is 28 or 29 February).
 */
export function addMonths(date: string, n: number): string {
  const utc = new Date(isoDateToUtc(date));
  const month = utc.getUTCMonth() + n;
  const lastDay = new Date(Date.UTC(utc.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const day = Math.min(utc.getUTCDate(), lastDay);
  return new Date(Date.UTC(utc.getUTCFullYear(), month, day)).toISOString().slice(0, 10);
}

/** booking-funnel.md §2, duration: the weekday of `date`, 1 Monday to 7 Sunday (ISO 8601). */
export function isoWeekday(date: string): number {
  return new Date(isoDateToUtc(date)).getUTCDay() || 7;
}
