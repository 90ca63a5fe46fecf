import { DATE_CHANGE_HOURS_AHEAD, isFlexibleRateOffered } from '../booking/flexible-rate-window.ts';
import { addDays, daysBetween } from '../dates/calendar-days.ts';

/** Why a flexible ticket's date cannot be changed to the day asked (issue 10, flexible rate). */
export type DateChangeRefusal =
  | 'DATE_CHANGE_NOT_FLEXIBLE'
  | 'DATE_CHANGE_CLOSED'
  | 'DATE_CHANGE_SAME_DAY'
  | 'DATE_CHANGE_DAY_INVALID';

/**
 * booking-funnel.md §9 and checkout-and-account.md §9: a visit bought with the flexible rate may
 * move to another day up to 72 hours before it starts. The new day must itself be one the rate is
 * sold for (72 hours ahead of `today`, Europe/Paris), so the ticket stays flexible after the move;
 * null when the change is allowed (the stock is checked when it is made).
 */
export function dateChangeRefusal(
  visit: { startDate: string; flexible: boolean },
  newStartDate: string,
  today: string,
): DateChangeRefusal | null {
  if (!visit.flexible) return 'DATE_CHANGE_NOT_FLEXIBLE';
  if (!isFlexibleRateOffered(visit.startDate, today)) return 'DATE_CHANGE_CLOSED';
  if (newStartDate === visit.startDate) return 'DATE_CHANGE_SAME_DAY';
  if (!isFlexibleRateOffered(newStartDate, today)) return 'DATE_CHANGE_DAY_INVALID';
  return null;
}

/** A day of the visit moved as its first day moves (passes and show dates keep their place). */
export function movedDay(day: string, oldStartDate: string, newStartDate: string): string {
  return addDays(day, daysBetween(oldStartDate, newStartDate));
}

/** The first day a flexible visit may move to on `today`: one it can still change again from. */
export function firstDayToMoveTo(today: string): string {
  return addDays(today, DATE_CHANGE_HOURS_AHEAD / 24 + 1);
}
