import { ignore, type Query } from './query.ts';
import type { QueryResult } from './query-result.ts';

export interface Observation<T> {
  query: Query<T>;
  /** An enabled observer fetches its query when stale, and has it refetched on invalidation. */
  enabled: boolean;
}

/** Fetches the query if the observer is enabled and the data missing or stale. */
export function fetchIfStale<T>({ query, enabled }: Observation<T>): void {
  // A failure is in the query's state, where its observers read it.
  if (enabled && query.isStale()) query.fetch().catch(ignore);
}

/**
 * The results of the queries a component observes, as one store (`useAnswersInTransitions`):
 * the snapshot stays the same array until one of them changes.
 */
export function observe<T>(observations: readonly Observation<T>[]) {
  let snapshot: readonly QueryResult<T>[] = [];
  return {
    observations,
    subscribe(onChange: () => void): () => void {
      const unsubscribes = observations.map(({ query, enabled }) =>
        query.subscribe(onChange, enabled),
      );
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
      };
    },
    getSnapshot(): readonly QueryResult<T>[] {
      const results = observations.map(({ query }) => query.result);
      const changed =
        results.length !== snapshot.length ||
        results.some((result, index) => result !== snapshot[index]);
      if (changed) snapshot = results;
      return snapshot;
    },
  };
}
