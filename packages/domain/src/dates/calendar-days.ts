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
