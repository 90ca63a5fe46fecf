import { QueryClient } from '@tanstack/react-query';

/** Server data cache: catalogue reads stay fresh for a minute; failures are retried once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
