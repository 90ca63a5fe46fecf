import { addDays, addMonths, isoWeekday, startOfMonth } from '@sesame/domain/dates/calendar-days';

/** The weeks of a month's grid: as many as the longest month spans. */
const GRID_WEEKS = 6;

/**
 * The six weeks of the grid of the month of `day`, each from Monday to Sunday, from the week of
 * its 1st: the first and last weeks hold days of the months around it too. Every month has six,
 * so that the calendar keeps its height from month to month and nothing below it moves (CLS).
 */
export function monthWeeks(day: string): string[][] {
  const first = startOfMonth(day);
  const firstMonday = addDays(first, 1 - isoWeekday(first));
  return Array.from({ length: GRID_WEEKS }, (_, week) =>
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
