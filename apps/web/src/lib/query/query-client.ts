import { type FetchOptions, ignore, Query } from './query.ts';
import { hashKey, type QueryKey, startsWith } from './query-key.ts';
import type { QueryOptions } from './query-options.ts';

type QueryDefaults = Pick<FetchOptions<unknown>, 'staleTime' | 'retry'>;

interface QueryClientConfig {
  defaultOptions?: { queries?: QueryDefaults };
}

interface QueryFilters {
  /** A key or the start of keys (`['offers']`); every query when left out. */
  queryKey?: QueryKey;
}

/** The cache of server data: one entry per query key, shared by every component and call. */
export class QueryClient {
  readonly #queries = new Map<string, Query>();
  readonly #defaults: QueryDefaults;
  readonly #scopes = new Map<string, Promise<unknown>>();

  constructor({ defaultOptions }: QueryClientConfig = {}) {
    this.#defaults = defaultOptions?.queries ?? {};
  }

  /** The key's entry, created on first use, set to fetch with these options (defaults first). */
  build<T>(options: QueryOptions<T>): Query<T> {
    const query = this.#entry<T>(options.queryKey);
    query.options = { ...this.#defaults, ...options };
    return query;
  }

  /** The data: from the cache while fresh, else fetched (with the request in flight if any). */
  fetchQuery<T>(options: QueryOptions<T>): Promise<T> {
    const query = this.build(options);
    return query.isStale() ? query.fetch() : Promise.resolve(query.state.data as T);
  }

  /** Loads the data ahead of its first reader; a failure stays in the cache, unthrown. */
  async prefetchQuery<T>(options: QueryOptions<T>): Promise<void> {
    await this.fetchQuery(options).catch(ignore);
  }

  setQueryData<T>(queryKey: QueryKey, data: T): void {
    this.#entry<T>(queryKey).setData(data);
  }

  getQueriesData<T = unknown>({ queryKey }: QueryFilters): [QueryKey, T | undefined][] {
    return this.#matching(queryKey).map((query) => [query.queryKey, query.state.data as T]);
  }

  /**
   * Marks the queries stale, so that their next reader fetches them, and refetches at once those
   * a component shows; resolves when these have answered.
   */
  async invalidateQueries({ queryKey }: QueryFilters = {}): Promise<void> {
    const queries = this.#matching(queryKey);
    for (const query of queries) query.invalidate();
    const shown = queries.filter((query) => query.isActive);
    await Promise.all(shown.map((query) => query.fetch({ restart: true }).catch(ignore)));
  }

  removeQueries({ queryKey = [] }: QueryFilters): void {
    for (const [hash, query] of this.#queries) {
      if (startsWith(query.queryKey, queryKey)) this.#queries.delete(hash);
    }
  }

  /** Runs the mutations of a scope one after the other, in the order they were asked. */
  runInScope<T>(scopeId: string, run: () => Promise<T>): Promise<T> {
    const result = (this.#scopes.get(scopeId) ?? Promise.resolve()).then(run);
    this.#scopes.set(scopeId, result.catch(ignore));
    return result;
  }

  #entry<T>(queryKey: QueryKey): Query<T> {
    const hash = hashKey(queryKey);
    const cached = this.#queries.get(hash) as Query<T> | undefined;
    if (cached) return cached;
    const query: Query<T> = new Query<T>(queryKey, () => {
      if (this.#queries.get(hash) === query) this.#queries.delete(hash);
    });
    this.#queries.set(hash, query as Query);
    return query;
  }

  #matching(prefix: QueryKey = []): Query[] {
    return [...this.#queries.values()].filter((query) => startsWith(query.queryKey, prefix));
  }
}
