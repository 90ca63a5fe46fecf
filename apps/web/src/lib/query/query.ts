import type { QueryKey } from './query-key.ts';
import { type QueryResult, queryResult } from './query-result.ts';
import { replaceEqualDeep } from './replace-equal-deep.ts';
import { type Retry, retrying } from './retry.ts';

/** Passed to `queryFn`: the signal aborts when a newer fetch of the same key replaces this one. */
export interface QueryFunctionContext {
  signal: AbortSignal;
}

export type QueryFunction<T> = (context: QueryFunctionContext) => Promise<T>;

/** Stands for `queryFn` while a query lacks what it needs: it is disabled. */
export const skipToken = Symbol('skipToken');
export type SkipToken = typeof skipToken;

/** What a query entry fetches with: the latest options given for its key. */
export interface FetchOptions<T> {
  queryFn?: QueryFunction<T> | SkipToken;
  /** How long an answer stays fresh, in milliseconds: no fetch on mount until then. */
  staleTime?: number;
  retry?: Retry;
  retryDelay?: number;
}

export interface QueryState<T> {
  data: T | undefined;
  /** When `data` last changed (ms since the epoch); 0 before. */
  dataUpdatedAt: number;
  error: Error | null;
  status: 'pending' | 'error' | 'success';
  isFetching: boolean;
  /** Invalidated (or failed) since its last answer: the next observer fetches it again. */
  isInvalidated: boolean;
}

/** An unobserved entry is dropped after this long, as TanStack Query does by default. */
export const GC_TIME = 5 * 60_000;

const initialState: QueryState<never> = {
  data: undefined,
  dataUpdatedAt: 0,
  error: null,
  status: 'pending',
  isFetching: false,
  isInvalidated: false,
};

/** Drops a failure that a state already holds (a query's, a mutation's): its readers show it. */
export const ignore = (): void => {};

let lastId = 0;

interface Observer {
  onChange: () => void;
  /** An enabled observer: invalidating the query refetches it. */
  active: boolean;
}

interface Fetch<T> {
  controller: AbortController;
  promise: Promise<T>;
}

/**
 * One entry of the cache: the state of a key's data, which every observer of the key shares, and
 * at most one request in flight for it.
 */
export class Query<T = unknown> {
  /** Tells entries apart: a key dropped from the cache and asked again gets a new entry. */
  readonly id = ++lastId;
  readonly queryKey: QueryKey;
  options: FetchOptions<T> = {};
  state: QueryState<T> = initialState;
  /** Asks again (a query's `refetch`), replacing a request in flight. */
  readonly refetch = (): Promise<void> => this.fetch({ restart: true }).then(ignore, ignore);
  /** The state as components read it: the same object until the state changes. */
  result: QueryResult<T> = queryResult(this.state, this.refetch);
  readonly #onUnused: () => void;
  readonly #observers = new Set<Observer>();
  #lastFetch: Fetch<T> | null = null;
  #gcTimer: ReturnType<typeof setTimeout> | undefined;

  /** `onUnused` drops the entry from the cache. */
  constructor(queryKey: QueryKey, onUnused: () => void) {
    this.queryKey = queryKey;
    this.#onUnused = onUnused;
    this.#scheduleGc();
  }

  /**
   * Fetches the data, or joins the request in flight; `restart` replaces that one with a new
   * request (its answer may predate what made the caller ask again). Rejects with the failure.
   */
  fetch({ restart = false } = {}): Promise<T> {
    const inFlight = this.state.isFetching ? this.#lastFetch : null;
    if (inFlight && !restart) return inFlight.promise;
    inFlight?.controller.abort();
    const controller = new AbortController();
    const started: Fetch<T> = {
      controller,
      promise: this.#request(controller.signal).then(
        (data) => this.#settle(started, () => this.#receive(data, { isFetching: false })),
        (error: Error) => this.#settle(started, () => this.#fail(error)),
      ),
    };
    this.#lastFetch = started;
    this.#update({
      isFetching: true,
      ...(this.state.data === undefined && { status: 'pending', error: null }),
    });
    this.#scheduleGc();
    return started.promise;
  }

  /** The answer, as if fetched now (`setQueryData`). */
  setData(data: T): void {
    this.#receive(data);
  }

  isStale(): boolean {
    const { data, isInvalidated, dataUpdatedAt } = this.state;
    const staleTime = this.options.staleTime ?? 0;
    return data === undefined || isInvalidated || Date.now() - dataUpdatedAt >= staleTime;
  }

  /** Stale from now on, whatever its `staleTime`; what observers read does not change. */
  invalidate(): void {
    this.state = { ...this.state, isInvalidated: true };
  }

  get isActive(): boolean {
    return [...this.#observers].some((observer) => observer.active);
  }

  subscribe(onChange: () => void, active: boolean): () => void {
    const observer = { onChange, active };
    this.#observers.add(observer);
    clearTimeout(this.#gcTimer);
    return () => {
      this.#observers.delete(observer);
      this.#scheduleGc();
    };
  }

  #request(signal: AbortSignal): Promise<T> {
    const { queryFn, retry, retryDelay } = this.options;
    if (typeof queryFn !== 'function') {
      return Promise.reject(new Error(`No queryFn for ${JSON.stringify(this.queryKey)}`));
    }
    return retrying(() => queryFn({ signal }), { retry, retryDelay, signal });
  }

  /** A fetch that a newer one replaced answers as the newer one does. */
  #settle(settled: Fetch<T>, update: () => T): T | Promise<T> {
    const latest = this.#lastFetch ?? settled;
    return latest === settled ? update() : latest.promise;
  }

  #receive(data: T, change: Partial<QueryState<T>> = {}): T {
    this.#update({
      data: replaceEqualDeep(this.state.data, data),
      dataUpdatedAt: Date.now(),
      error: null,
      status: 'success',
      isInvalidated: false,
      ...change,
    });
    return this.state.data as T;
  }

  /** A failure keeps the data the query had, and leaves it stale. */
  #fail(error: Error): never {
    this.#update({ error, status: 'error', isFetching: false, isInvalidated: true });
    throw error;
  }

  #update(change: Partial<QueryState<T>>): void {
    this.state = { ...this.state, ...change };
    this.result = queryResult(this.state, this.refetch);
    for (const observer of this.#observers) observer.onChange();
  }

  /** Drops the entry once unobserved for `GC_TIME`, counted from its last observer or fetch. */
  #scheduleGc(): void {
    clearTimeout(this.#gcTimer);
    if (this.#observers.size === 0) this.#gcTimer = setTimeout(this.#onUnused, GC_TIME);
  }
}
