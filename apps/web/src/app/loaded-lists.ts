import type { QueryClient } from '../lib/query/index.ts';

// Read from the query cache by key, without the queries' own modules: the guard runs on every
// page but the start page, and those modules belong to later steps.

/**
 * booking-funnel.md §2 guard: whether an accommodation list was loaded in this session, so that a
 * hotel's page can be opened from it.
 */
export function hasLoadedStays(queryClient: QueryClient): boolean {
  return queryClient
    .getQueriesData({ queryKey: ['accommodation'] })
    .some(([, data]) => Array.isArray(data) && data.length > 0);
}

/**
 * booking-funnel.md §2 guard: whether a restaurant list was loaded in this visit, so that its
 * detail pages may open (a detail page reached otherwise goes back to the list).
 */
export function hasLoadedRestaurantList(queryClient: QueryClient): boolean {
  return queryClient
    .getQueriesData({ queryKey: ['restaurants'] })
    .some(([, data]) => data !== undefined);
}
