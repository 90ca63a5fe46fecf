import { parisToday } from '../dates/paris-today.ts';

/** What visit classification needs of an order: its visit day, `yyyy-MM-dd`. */
export interface DatedVisit {
  accessDate: string;
}

export interface ClassifiedVisits<T extends DatedVisit> {
  /** The first future visit, or null when none is to come. */
  nextVisit: T | null;
  /** Visits today or later, earliest first (the next visit included). */
  future: T[];
  /** Visits before today, most recent first. */
  past: T[];
}

/**
 * checkout-and-account.md §4, visit classification, as readings.md §5 reads it: one rule, by the
 * visit day in Europe/Paris. Past is before the start of today, future is today or later in
 * ascending order, and the next visit is the first future one. Visits of the same day keep the
 * order they were given in.
 */
export function classifyVisits<T extends DatedVisit>(
  visits: readonly T[],
  now: Date,
): ClassifiedVisits<T> {
  const today = parisToday(now);
  const byDate = (a: T, b: T) =>
    a.accessDate < b.accessDate ? -1 : a.accessDate > b.accessDate ? 1 : 0;
  const future = visits.filter((visit) => visit.accessDate >= today).sort(byDate);
  const past = visits.filter((visit) => visit.accessDate < today).sort((a, b) => byDate(b, a));
  return { nextVisit: future[0] ?? null, future, past };
}

/** checkout-and-account.md §7 myOrders: sorted by access date, ascending. */
export function byAccessDate<T extends DatedVisit>(visits: readonly T[]): T[] {
  return [...visits].sort((a, b) =>
    a.accessDate < b.accessDate ? -1 : a.accessDate > b.accessDate ? 1 : 0,
  );
}
