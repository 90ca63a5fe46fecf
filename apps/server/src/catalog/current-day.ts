import { berlinDate, parisToday } from '@sesame/domain/dates/paris-today';

/**
 * The calendar day of a time zone, formatted at most once a second: formatting in a time zone costs
 * more than answering a cached offers query, and the day only changes at midnight.
 */
export function dayOnce(
  format: (now: Date) => string,
  clock: () => number = Date.now,
): () => string {
  let second = Number.NaN;
  let day = '';
  return () => {
    const now = clock();
    const current = Math.floor(now / 1_000);
    if (current !== second) {
      second = current;
      day = format(new Date(now));
    }
    return day;
  };
}

/** booking-funnel.md §4: today in Europe/Paris, the day visits are counted from. */
export const todayInParis = dayOnce(parisToday);

/** booking-funnel.md §7, calendar gateway: today in Europe/Berlin. */
export const todayInBerlin = dayOnce(berlinDate);
