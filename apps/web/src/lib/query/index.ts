// The app's query cache (decision 36), with TanStack Query's names and shapes for what the app
// uses: pages import it from here.
export { QueryClientProvider, useQueryClient } from './provider.tsx';
export { skipToken } from './query.ts';
export { QueryClient } from './query-client.ts';
export { keepPreviousData, queryOptions } from './query-options.ts';
export { useMutation } from './use-mutation.ts';
export { useQueries, useQuery, useSuspenseQuery } from './use-query.ts';
