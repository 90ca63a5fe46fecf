import type { QueryState } from './query.ts';
import type { WithStatusFlags } from './status-flags.ts';

interface ResultBase {
  dataUpdatedAt: number;
  /** A request is in flight, the first one or a refetch. */
  isFetching: boolean;
  /** The first request is in flight: nothing to show yet. */
  isLoading: boolean;
  /** A request is in flight for a query that has an answer (data or error). */
  isRefetching: boolean;
  /** `data` is the previous key's, shown while this key loads (`keepPreviousData`). */
  isPlaceholderData: boolean;
  /** Asks again, replacing a request in flight; never rejects (the failure is in `error`). */
  refetch: () => Promise<void>;
}

type QueryStatus = 'pending' | 'error' | 'success';

type QueryOutcome<T> =
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'error'; data: T | undefined; error: Error }
  | { status: 'success'; data: T; error: null };

/** What `useQuery` returns. */
export type QueryResult<T> = ResultBase & WithStatusFlags<QueryOutcome<T>, QueryStatus>;

export function queryResult<T>(
  { data, dataUpdatedAt, error, status, isFetching }: QueryState<T>,
  refetch: () => Promise<void>,
  isPlaceholderData = false,
): QueryResult<T> {
  const isPending = status === 'pending';
  return {
    data,
    dataUpdatedAt,
    error,
    status,
    isPending,
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching,
    isLoading: isPending && isFetching,
    isRefetching: isFetching && !isPending,
    isPlaceholderData,
    refetch,
  } as QueryResult<T>;
}
