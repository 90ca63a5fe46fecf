import { type QueryClient, QueryClientProvider } from '../lib/query/index.ts';
import { BrowserRouter } from '../lib/router.tsx';
import { AppRoutes } from './app-routes.tsx';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
