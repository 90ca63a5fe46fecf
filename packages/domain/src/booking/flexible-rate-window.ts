import { addDays, daysBetween } from '../dates/calendar-days.ts';

/** booking-funnel.md §9: the visit day may be changed up to 72 hours before the ticket dates. */
export const DATE_CHANGE_HOURS_AHEAD = 72;

const DAYS_AHEAD = DATE_CHANGE_HOURS_AHEAD / 24;

/**
 * booking-funnel.md §9, flexible rate: the last day (Europe/Paris) on which a visit starting on
 * `startDate` can still change its date. The 72 hours end when the first ticket day starts, at
 * midnight in Paris, so the last whole day is the one before they begin.
 */
export function lastDateChangeDay(startDate: string): string {
  return addDays(startDate, -DAYS_AHEAD - 1);
}

/**
 * booking-funnel.md §9 and catalogue.md §7.2 FLEX: the flexible rate is sold only while it still
 * lets the visitor change the date, i.e. up to the last day to change it (`today` in Paris).
 */
export function isFlexibleRateOffered(startDate: string, today: string): boolean {
  return daysBetween(today, lastDateChangeDay(startDate)) >= 0;
}
