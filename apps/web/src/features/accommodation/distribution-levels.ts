import { MAX_DISTRIBUTION_LEVELS } from '@sesame/domain/accommodation/distribution';

/**
 * booking-funnel.md §7 and §9: the accommodation search is tried with each distribution level in
 * order (up to three) until one gives results; a level that fails leaves the next one to try,
 * and the error is rethrown only when no level succeeded. Levels after the third are not tried.
 */
export async function firstLevelWithResults<TLevel, TResult>(
  levels: readonly TLevel[],
  search: (level: TLevel) => Promise<readonly TResult[]>,
): Promise<TResult[]> {
  let succeeded = false;
  let lastError: unknown = null;
  for (const level of levels.slice(0, MAX_DISTRIBUTION_LEVELS)) {
    try {
      const results = await search(level);
      if (results.length > 0) return [...results];
      succeeded = true;
    } catch (error) {
      lastError = error;
    }
  }
  if (!succeeded && lastError !== null) throw lastError;
  return [];
}
