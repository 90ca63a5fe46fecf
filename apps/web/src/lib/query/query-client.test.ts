import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../testing/deferred.ts';
import { createQueryClient } from '../query-client.ts';
import { GC_TIME, skipToken } from './query.ts';
import { QueryClient } from './query-client.ts';
import { queryOptions } from './query-options.ts';

const offersQuery = (load: () => Promise<string[]>, startDate = '2026-07-01') =>
  queryOptions({ queryKey: ['offers', { startDate }], queryFn: load });

describe('the query client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers fetchQuery from the cache for a minute, then asks the server again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const client = createQueryClient();
    const load = vi.fn(async () => ['FR-D1']);

    expect(await client.fetchQuery(offersQuery(load))).toEqual(['FR-D1']);
    vi.advanceTimersByTime(59_000);
    expect(await client.fetchQuery(offersQuery(load))).toEqual(['FR-D1']);
    expect(load).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1_000);
    await client.fetchQuery(offersQuery(load));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sends one request for a key however many ask for it meanwhile', async () => {
    const client = createQueryClient();
    const answer = deferred<string[]>();
    const load = vi.fn(() => answer.promise);

    const first = client.fetchQuery(offersQuery(load));
    const second = client.fetchQuery(offersQuery(load));
    answer.resolve(['FR-D1']);

    expect(await Promise.all([first, second])).toEqual([['FR-D1'], ['FR-D1']]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed read once after a second, and throws the failure that remains', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const load = vi.fn().mockRejectedValue(new Error('Failed to fetch'));

    const fetched = client.fetchQuery(offersQuery(load));
    const failure = expect(fetched).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await failure;
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits twice as long before each new try', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('Busy'))
      .mockRejectedValueOnce(new Error('Busy'))
      .mockResolvedValueOnce(['FR-D1']);

    const fetched = client.fetchQuery({ ...offersQuery(load), retry: 2 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await fetched).toEqual(['FR-D1']);
  });

  it('asks a rule whether to retry, with the failures so far and the last one', async () => {
    const client = createQueryClient();
    const retry = vi.fn(() => false);
    const closed = new Error('RESTAURANT_BOOKING_CLOSED');

    await expect(
      client.fetchQuery({ ...offersQuery(() => Promise.reject(closed)), retry }),
    ).rejects.toBe(closed);
    expect(retry).toHaveBeenCalledWith(0, closed);
  });

  it('prefetches without throwing: a failure stays in the cache and is asked again', async () => {
    const client = createQueryClient();
    const failing = { ...offersQuery(() => Promise.reject(new Error('Down'))), retry: false };

    await expect(client.prefetchQuery(failing)).resolves.toBeUndefined();
    const load = vi.fn(async () => ['FR-D1']);
    expect(await client.fetchQuery(offersQuery(load))).toEqual(['FR-D1']);
  });

  it('refuses to fetch a query that lacks what it needs (skipToken)', async () => {
    const client = createQueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['order', null], queryFn: skipToken }),
    ).rejects.toThrow('No queryFn for ["order",null]');
  });

  it('keeps data set by hand as an answer, fresh from then on', async () => {
    const client = createQueryClient();
    const load = vi.fn(async () => ['FR-D1']);
    client.setQueryData(['offers', { startDate: '2026-07-01' }], ['FR-D2']);

    expect(await client.fetchQuery(offersQuery(load))).toEqual(['FR-D2']);
    expect(load).not.toHaveBeenCalled();
  });

  it('reads the data of every key that starts with a prefix', () => {
    const client = createQueryClient();
    client.setQueryData(['restaurants', { date: '2026-07-01' }], ['R1']);
    client.setQueryData(['restaurants', { date: '2026-07-02' }], []);
    client.setQueryData(['restaurant', { code: 'R1' }], { code: 'R1' });

    expect(client.getQueriesData({ queryKey: ['restaurants'] })).toEqual([
      [['restaurants', { date: '2026-07-01' }], ['R1']],
      [['restaurants', { date: '2026-07-02' }], []],
    ]);
  });

  it('makes invalidated queries stale: the next read asks the server again', async () => {
    const client = createQueryClient();
    const load = vi.fn(async () => ['FR-D1']);
    await client.fetchQuery(offersQuery(load));
    await client.fetchQuery(offersQuery(load, '2026-07-02'));
    client.setQueryData(['platform'], { code: 'fr' });

    await client.invalidateQueries({ queryKey: ['offers'] });
    await client.fetchQuery(offersQuery(load));
    await client.fetchQuery(offersQuery(load, '2026-07-02'));
    expect(load).toHaveBeenCalledTimes(4);

    await client.invalidateQueries();
    const platform = vi.fn(async () => ({ code: 'es' }));
    expect(await client.fetchQuery({ queryKey: ['platform'], queryFn: platform })).toEqual({
      code: 'es',
    });
  });

  it('removes the queries of a prefix from the cache', () => {
    const client = createQueryClient();
    client.setQueryData(['account', 'profile'], { email: 'ana@example.com' });
    client.setQueryData(['account', 'orders'], []);
    client.setQueryData(['offers', {}], []);

    client.removeQueries({ queryKey: ['account'] });

    expect(client.getQueriesData({ queryKey: ['account'] })).toEqual([]);
    expect(client.getQueriesData({ queryKey: [] })).toEqual([[['offers', {}], []]]);
  });

  it('drops a query five minutes after it was last observed or fetched', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const keys = () => client.getQueriesData({ queryKey: ['offers'] }).map(([key]) => key);
    client.setQueryData(['offers', 'set'], ['FR-D1']);
    const fetched = offersQuery(async () => ['FR-D2'], 'fetched');
    await client.fetchQuery(fetched);
    const observedOptions = offersQuery(async () => ['FR-D3'], 'observed');
    const unsubscribe = client.build(observedOptions).subscribe(() => {}, true);
    await client.fetchQuery(observedOptions);

    vi.advanceTimersByTime(GC_TIME - 60_000);
    await client.fetchQuery({ ...fetched, staleTime: 0 });
    vi.advanceTimersByTime(60_000);
    expect(keys()).toEqual([
      ['offers', { startDate: 'fetched' }],
      ['offers', { startDate: 'observed' }],
    ]);

    unsubscribe();
    vi.advanceTimersByTime(GC_TIME);
    expect(keys()).toEqual([]);
  });
});
