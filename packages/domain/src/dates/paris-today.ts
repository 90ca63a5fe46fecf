import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { isoDateToUtc } from './iso-date.ts';

const DAY_MS = 86_400_000;
const paris = tz('Europe/Paris');
const berlin = tz('Europe/Berlin');

/** booking-funnel.md §4, track rules: today's date in Europe/Paris (`yyyy-MM-dd`) at `now`. */
export function parisToday(now: Date): string {
  return format(now, 'yyyy-MM-dd', { in: paris });
}

/** booking-funnel.md §7, calendar gateway: the Europe/Berlin calendar day of an instant. */
export function berlinDate(instant: Date): string {
  return format(instant, 'yyyy-MM-dd', { in: berlin });
}

/** booking-funnel.md §3, endDateISO: the calendar day `n` days after `date` (negative: before). */
export function addDays(date: string, n: number): string {
  return new Date(isoDateToUtc(date) + n * DAY_MS).toISOString().slice(0, 10);
}

/** booking-funnel.md §4, completion mode: whole days from `a` to `b` (negative when b is before a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((isoDateToUtc(b) - isoDateToUtc(a)) / DAY_MS);
}
