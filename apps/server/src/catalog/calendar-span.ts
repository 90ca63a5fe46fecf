import { addDays, daysBetween } from '@sesame/domain/dates/calendar-days';

/** The same day `months` months later; a day missing in the target month becomes its last day. */
export function monthsLater(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Every day from `first` (included) to `end` (excluded). */
export function daysUntil(first: string, end: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(first, end)) }, (_, index) =>
    addDays(first, index),
  );
}
