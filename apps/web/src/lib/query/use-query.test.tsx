import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode, StrictMode, Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../testing/deferred.ts';
import { createQueryClient } from '../query-client.ts';
import { QueryClientProvider } from './provider.tsx';
import { type QueryFunction, skipToken } from './query.ts';
import type { QueryClient } from './query-client.ts';
import { keepPreviousData, queryOptions } from './query-options.ts';
import { useQueries, useQuery, useSuspenseQuery } from './use-query.ts';

// As main.tsx renders the app: in StrictMode, whose effects run twice.
function wrapperOf(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </StrictMode>
  );
}

const offersQuery = <T,>(queryFn: QueryFunction<T>, startDate = '2026-07-01') =>
  queryOptions({ queryKey: ['offers', { startDate }], queryFn });

describe('useQuery', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks the server once, StrictMode’s second effect included', async () => {
    const load = vi.fn(async () => ['FR-D1']);
    const { result } = renderHook(() => useQuery(offersQuery(load)), {
      wrapper: wrapperOf(createQueryClient()),
    });

    expect(result.current).toMatchObject({ status: 'pending', isLoading: true, isFetching: true });
    await waitFor(() => expect(result.current.data).toEqual(['FR-D1']));
    expect(result.current).toMatchObject({ status: 'success', isSuccess: true, isFetching: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one request and one result between the components that read a key', async () => {
    const wrapper = wrapperOf(createQueryClient());
    const answer = deferred<string[]>();
    const load = vi.fn(() => answer.promise);
    const first = renderHook(() => useQuery(offersQuery(load)), { wrapper });
    const second = renderHook(() => useQuery(offersQuery(load)), { wrapper });

    await act(async () => answer.resolve(['FR-D1']));

    expect(first.result.current.data).toEqual(['FR-D1']);
    expect(second.result.current).toBe(first.result.current);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('returns the same result while nothing changes, and the same data for an equal answer', async () => {
    const client = createQueryClient();
    const load = vi.fn(async () => [{ code: 'FR-D1' }, { code: 'FR-D2' }]);
    const { result, rerender } = renderHook(() => useQuery(offersQuery(load)), {
      wrapper: wrapperOf(client),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const shown = result.current;

    rerender();
    expect(result.current).toBe(shown);

    await act(() => client.invalidateQueries({ queryKey: ['offers'] }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe(shown.data);
  });

  it('shows cached data at once, and asks again on mount only once it is a minute old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const wrapper = wrapperOf(createQueryClient());
    const load = vi.fn(async () => ['FR-D1']);
    const first = renderHook(() => useQuery(offersQuery(load)), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();

    vi.advanceTimersByTime(59_000);
    const second = renderHook(() => useQuery(offersQuery(load)), { wrapper });
    expect(second.result.current.data).toEqual(['FR-D1']);
    expect(load).toHaveBeenCalledTimes(1);
    second.unmount();

    vi.advanceTimersByTime(1_000);
    const third = renderHook(() => useQuery(offersQuery(load)), { wrapper });
    expect(third.result.current).toMatchObject({ data: ['FR-D1'], isRefetching: true });
    await waitFor(() => expect(third.result.current.isFetching).toBe(false));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches nothing while disabled or skipped, and fetches once enabled', async () => {
    const load = vi.fn(async () => ({ orderId: 'K7QH2MZP' }));
    const { result, rerender } = renderHook(
      ({ enabled, orderId }: { enabled: boolean; orderId: string | null }) =>
        useQuery({
          queryKey: ['order', orderId],
          queryFn: orderId ? load : skipToken,
          enabled,
        }),
      {
        wrapper: wrapperOf(createQueryClient()),
        initialProps: { enabled: false, orderId: 'A' as string | null },
      },
    );
    expect(result.current).toMatchObject({ isPending: true, isLoading: false, isFetching: false });

    rerender({ enabled: true, orderId: null });
    expect(result.current).toMatchObject({ isPending: true, isFetching: false });

    rerender({ enabled: true, orderId: 'A' });
    await waitFor(() => expect(result.current.data).toEqual({ orderId: 'K7QH2MZP' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refetches the shown queries that are invalidated, and only marks the others stale', async () => {
    const client = createQueryClient();
    const onScreen = vi.fn().mockResolvedValueOnce(['FR-D1']).mockResolvedValueOnce(['FR-D2']);
    const elsewhere = vi.fn(async () => ['FR-D3']);
    await client.fetchQuery(offersQuery(elsewhere, '2026-08-01'));
    const { result } = renderHook(() => useQuery(offersQuery(onScreen)), {
      wrapper: wrapperOf(client),
    });
    await waitFor(() => expect(result.current.data).toEqual(['FR-D1']));

    await act(() => client.invalidateQueries({ queryKey: ['offers'] }));

    expect(result.current.data).toEqual(['FR-D2']);
    expect(elsewhere).toHaveBeenCalledTimes(1);
    await client.fetchQuery(offersQuery(elsewhere, '2026-08-01'));
    expect(elsewhere).toHaveBeenCalledTimes(2);
  });

  it('replaces a request in flight when invalidated: its answer may be older', async () => {
    const client = createQueryClient();
    const older = deferred<string[]>();
    const newer = deferred<string[]>();
    const signals: AbortSignal[] = [];
    const load = vi.fn(({ signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return signals.length === 1 ? older.promise : newer.promise;
    });
    const { result } = renderHook(() => useQuery(offersQuery(load)), {
      wrapper: wrapperOf(client),
    });
    const first = client.fetchQuery(offersQuery(load));

    const invalidated = client.invalidateQueries({ queryKey: ['offers'] });
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    await act(async () => {
      newer.resolve(['FR-D2']);
      older.resolve(['FR-D1']);
      await invalidated;
    });

    expect(result.current.data).toEqual(['FR-D2']);
    expect(await first).toEqual(['FR-D2']);
  });

  it('holds the failure, and asks again on refetch', async () => {
    const failure = new Error('Failed to fetch');
    const load = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(['FR-D1']);
    const { result } = renderHook(() => useQuery({ ...offersQuery(load), retry: false }), {
      wrapper: wrapperOf(createQueryClient()),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current).toMatchObject({ error: failure, data: undefined, status: 'error' });

    act(() => void result.current.refetch());
    expect(result.current).toMatchObject({ isPending: true, error: null, isFetching: true });
    await waitFor(() => expect(result.current.data).toEqual(['FR-D1']));
  });

  it('keeps the last data of a query that fails', async () => {
    const client = createQueryClient();
    const failure = new Error('Failed to fetch');
    const load = vi.fn().mockResolvedValueOnce(['FR-D1']).mockRejectedValueOnce(failure);
    const { result } = renderHook(() => useQuery({ ...offersQuery(load), retry: false }), {
      wrapper: wrapperOf(client),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    await act(() => client.invalidateQueries());

    expect(result.current).toMatchObject({ isError: true, error: failure, data: ['FR-D1'] });
  });

  it('shows the previous key’s data while the next one loads, with keepPreviousData', async () => {
    const july = deferred<string[]>();
    const load = vi.fn(({ signal: _ }, startDate: string) =>
      startDate === '2026-07-01' ? Promise.resolve(['FR-D1']) : july.promise,
    );
    const { result, rerender } = renderHook(
      ({ startDate, keep }: { startDate: string; keep: boolean }) =>
        useQuery({
          ...offersQuery((context) => load(context, startDate), startDate),
          placeholderData: keep ? keepPreviousData : undefined,
        }),
      {
        wrapper: wrapperOf(createQueryClient()),
        initialProps: { startDate: '2026-07-01', keep: true },
      },
    );
    await waitFor(() => expect(result.current.data).toEqual(['FR-D1']));

    rerender({ startDate: '2026-07-02', keep: true });
    const placeholder = result.current;
    expect(placeholder).toMatchObject({
      data: ['FR-D1'],
      isPlaceholderData: true,
      isSuccess: true,
      isFetching: true,
    });
    rerender({ startDate: '2026-07-02', keep: true });
    expect(result.current).toBe(placeholder);

    rerender({ startDate: '2026-07-02', keep: false });
    expect(result.current).toMatchObject({ data: undefined, isPending: true });

    await act(async () => july.resolve(['FR-D2']));
    expect(result.current).toMatchObject({ data: ['FR-D2'], isPlaceholderData: false });
  });

  it('asks again every so often while the interval says so', async () => {
    let sent = 0;
    const load = vi.fn(async () => ++sent);
    const { result } = renderHook(
      () =>
        useQuery({
          queryKey: ['orderContacts'],
          queryFn: load,
          refetchInterval: (query) => ((query.state.data ?? 0) < 3 ? 10 : false),
        }),
      { wrapper: wrapperOf(createQueryClient()) },
    );

    await waitFor(() => expect(result.current.data).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('what a change of the cache renders with (decision 46)', () => {
  afterEach(cleanup);

  // Suspends for good on the second offer: where the render of a change suspends, a transition
  // keeps what was shown, an urgent render shows the fallback.
  const never = new Promise<never>(() => {});
  function Offer({ code }: { code: string | undefined }) {
    if (code === 'FR-D2') use(never);
    return <p>{code}</p>;
  }
  function Offers({ load }: { load: QueryFunction<string> }) {
    const { data } = useQuery(offersQuery(load));
    return <Offer code={data} />;
  }
  const renderOffers = (client: QueryClient, load: QueryFunction<string>) =>
    render(
      <Suspense fallback={<p>Chargement…</p>}>
        <Offers load={load} />
      </Suspense>,
      { wrapper: wrapperOf(client) },
    );

  it('renders an answer in a transition: what was shown stays until it can render', async () => {
    const client = createQueryClient();
    const answers = ['FR-D1', 'FR-D2'];
    renderOffers(client, async () => answers.shift() as string);
    expect(await screen.findByText('FR-D1')).toBeTruthy();

    await act(() => client.invalidateQueries({ queryKey: ['offers'] }));

    expect(client.getQueriesData({ queryKey: ['offers'] })).toEqual([
      [['offers', { startDate: '2026-07-01' }], 'FR-D2'],
    ]);
    expect(screen.getByText('FR-D1')).toBeTruthy();
    expect(screen.queryByText('Chargement…')).toBeNull();
  });

  it('shows at once the data the app sets itself', async () => {
    const client = createQueryClient();
    renderOffers(client, async () => 'FR-D1');
    expect(await screen.findByText('FR-D1')).toBeTruthy();

    act(() => client.setQueryData(['offers', { startDate: '2026-07-01' }], 'FR-D2'));

    expect(screen.getByText('Chargement…')).toBeTruthy();
  });
});

describe('useQueries', () => {
  afterEach(cleanup);

  it('gives a result per query, in their order, as the list changes', async () => {
    const load = vi.fn(async (date: string) => [`R-${date}`]);
    const restaurantsQuery = (date: string) =>
      queryOptions({ queryKey: ['restaurants', { date }], queryFn: () => load(date) });
    const { result, rerender } = renderHook(
      ({ days }: { days: string[] }) => useQueries({ queries: days.map(restaurantsQuery) }),
      { wrapper: wrapperOf(createQueryClient()), initialProps: { days: ['07-01', '07-02'] } },
    );
    await waitFor(() =>
      expect(result.current.map(({ data }) => data)).toEqual([['R-07-01'], ['R-07-02']]),
    );
    const shown = result.current;
    rerender({ days: ['07-01', '07-02'] });
    expect(result.current).toBe(shown);

    rerender({ days: ['07-02'] });
    expect(result.current.map(({ data }) => data)).toEqual([['R-07-02']]);
    rerender({ days: ['07-02', '07-03'] });
    await waitFor(() =>
      expect(result.current.map(({ data }) => data)).toEqual([['R-07-02'], ['R-07-03']]),
    );
    expect(load.mock.calls).toEqual([['07-01'], ['07-02'], ['07-03']]);
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('useSuspenseQuery', () => {
  afterEach(cleanup);

  function Platform({ load }: { load: QueryFunction<string> }) {
    const { data } = useSuspenseQuery({ queryKey: ['platform'], queryFn: load, retry: false });
    return <p>{data}</p>;
  }

  // Inside an awaited act, for React to wait on what the component suspends on.
  const renderPlatform = (load: QueryFunction<string>) =>
    act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>Chargement…</p>}>
            <Platform load={load} />
          </Suspense>
        </Boundary>,
        { wrapper: wrapperOf(createQueryClient()) },
      );
    });

  it('suspends until the data has come', async () => {
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    await renderPlatform(load);
    expect(screen.getByText('Chargement…')).toBeTruthy();

    await act(async () => answer.resolve('fr'));
    expect(screen.getByText('fr')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a failure to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderPlatform(() => Promise.reject(new Error('Platform unavailable')));
    expect(screen.getByRole('alert').textContent).toBe('Platform unavailable');
    vi.restoreAllMocks();
  });
});
