import {
  type FetchOptions,
  type Query,
  type QueryFunction,
  type SkipToken,
  skipToken,
} from './query.ts';
import type { QueryKey } from './query-key.ts';

export interface QueryOptions<T> extends FetchOptions<T> {
  queryKey: QueryKey;
  queryFn: QueryFunction<T> | SkipToken;
  /** `false`: observers neither fetch the query nor have it refetched when it is invalidated. */
  enabled?: boolean;
  /** What to show while the key has no data yet, from the data this observer showed before. */
  placeholderData?: (previousData: T | undefined) => T | undefined;
  /** Milliseconds after which an observed query is asked again, from its state; `false`: never. */
  refetchInterval?: (query: Query<T>) => number | false;
}

/**
 * Declares a query once, for the components and the calls that read it. Without `skipToken`, the
 * type keeps `queryFn` a function, so that its answer's type can be named from it.
 */
export function queryOptions<T>(
  options: QueryOptions<T> & { queryFn: QueryFunction<T> },
): QueryOptions<T> & { queryFn: QueryFunction<T> };
export function queryOptions<T>(options: QueryOptions<T>): QueryOptions<T>;
export function queryOptions<T>(options: QueryOptions<T>): QueryOptions<T> {
  return options;
}

/** `placeholderData` that keeps the previous key's data on screen while the new key loads. */
export function keepPreviousData<T>(previousData: T | undefined): T | undefined {
  return previousData;
}

export function isEnabled<T>(options: QueryOptions<T>): boolean {
  return options.enabled !== false && options.queryFn !== skipToken;
}
