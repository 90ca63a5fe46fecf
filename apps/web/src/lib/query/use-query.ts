import { use, useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from './provider.tsx';
import { ignore } from './query.ts';
import { fetchIfStale, observe } from './query-observer.ts';
import { isEnabled, type QueryOptions } from './query-options.ts';
import { type QueryResult, queryResult } from './query-result.ts';
import { useAnswersInTransitions } from './use-answers-in-transitions.ts';

// Components subscribe to the cache's entries and fetch, when they mount or their keys change,
// those that are enabled and stale; a request in flight is joined rather than repeated, so that
// StrictMode's second effect asks nothing. Answers render in transitions (decision 46).

export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  const client = useQueryClient();
  const query = client.build(options);
  const enabled = isEnabled(options);
  const observed = useMemo(
    () => ({
      subscribe: (onChange: () => void) => query.subscribe(onChange, enabled),
      getSnapshot: () => query.result,
    }),
    [query, enabled],
  );
  const result = useAnswersInTransitions(observed, isAnswer);
  useEffect(() => fetchIfStale({ query, enabled }), [query, enabled]);

  // The data this component showed last, for `keepPreviousData` while a new key loads.
  const shown = useRef<T | undefined>(undefined);
  useEffect(() => {
    if (result.data !== undefined) shown.current = result.data;
  });
  const placeholder = result.isPending ? options.placeholderData?.(shown.current) : undefined;
  const shownResult = useMemo(
    () =>
      placeholder === undefined
        ? result
        : queryResult(
            { ...query.state, status: 'success', data: placeholder },
            query.refetch,
            true,
          ),
    [result, query, placeholder],
  );

  const interval = enabled ? (options.refetchInterval?.(query) ?? false) : false;
  useEffect(() => {
    if (interval === false) return;
    const timer = setInterval(() => {
      // As with TanStack Query's default: no polling while the page is hidden.
      if (document.visibilityState !== 'hidden') query.fetch().catch(ignore);
    }, interval);
    return () => clearInterval(timer);
  }, [query, interval]);

  return shownResult;
}

export function useQueries<T>({
  queries,
}: {
  queries: readonly QueryOptions<T>[];
}): readonly QueryResult<T>[] {
  const client = useQueryClient();
  const observations = queries.map((options) => ({
    query: client.build(options),
    enabled: isEnabled(options),
  }));
  const identity = observations.map(({ query, enabled }) => `${query.id}:${enabled}`).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `identity` stands for `observations`.
  const store = useMemo(() => observe(observations), [identity]);
  useEffect(() => store.observations.forEach(fetchIfStale), [store]);
  return useAnswersInTransitions(store, (before, after) =>
    after.some((result, index) => before[index] !== undefined && isAnswer(before[index], result)),
  );
}

/** A request in flight that ended, with data or a failure. */
const isAnswer = (before: QueryResult<unknown>, after: QueryResult<unknown>) =>
  before.isFetching && !after.isFetching;

export type SuspenseQueryResult<T> = Exclude<QueryResult<T>, { status: 'pending' }> & { data: T };

/**
 * `useQuery` for a component that cannot render without the data: it suspends until the first
 * answer comes, and a failure with nothing to show goes to the nearest error boundary.
 */
export function useSuspenseQuery<T>(options: QueryOptions<T>): SuspenseQueryResult<T> {
  const client = useQueryClient();
  const result = useQuery(options);
  if (result.isPending) use(client.build(options).fetch());
  if (result.isError && result.data === undefined) throw result.error;
  return result as SuspenseQueryResult<T>;
}
