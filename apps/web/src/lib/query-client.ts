import { QueryClient } from './query/index.ts';

/**
 * Server data cache: catalogue reads stay fresh for a minute; failed reads are retried once.
 * Mutations are never retried, and nothing is refetched when the window regains focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
}
