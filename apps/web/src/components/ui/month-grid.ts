import {
  addDays,
  addMonths,
  daysBetween,
  isoWeekday,
  startOfMonth,
} from '@sesame/domain/dates/calendar-days';

/**
 * The rows a month's grid keeps, its most weeks: the calendar stays the same height from month to
 * month, so that nothing below it moves (CLS).
 */
export const MONTH_ROWS = 6;

/**
 * The weeks that hold the days of the month of `day`, each from Monday to Sunday: the first and
 * last weeks hold days of the months around it too.
 */
export function monthWeeks(day: string): string[][] {
  const first = startOfMonth(day);
  const firstMonday = addDays(first, 1 - isoWeekday(first));
  const count = Math.ceil(daysBetween(firstMonday, addMonths(first, 1)) / 7);
  return Array.from({ length: count }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => addDays(firstMonday, week * 7 + weekday)),
  );
}

/** Where each key of the WAI-ARIA date picker grid moves the focus from `day`. */
const MOVES = new Map<string, (day: string, byYear: boolean) => string>([
  ['ArrowLeft', (day) => addDays(day, -1)],
  ['ArrowRight', (day) => addDays(day, 1)],
  ['ArrowUp', (day) => addDays(day, -7)],
  ['ArrowDown', (day) => addDays(day, 7)],
  ['Home', (day) => addDays(day, 1 - isoWeekday(day))],
  ['End', (day) => addDays(day, 7 - isoWeekday(day))],
  ['PageUp', (day, byYear) => addMonths(day, byYear ? -12 : -1)],
  ['PageDown', (day, byYear) => addMonths(day, byYear ? 12 : 1)],
]);

/** The day `key` moves the focus to from `day` (with Shift, Page Up/Down go by year), or null. */
export function dayAfterKey(day: string, key: string, shiftKey: boolean): string | null {
  return MOVES.get(key)?.(day, shiftKey) ?? null;
}
