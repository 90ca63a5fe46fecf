import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { query } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { addToWindow, deleteWindowsOlderThan } from './rate-limits-repo.ts';

const DAY = 24 * 60 * 60;

describeEachDatabase('rate limit counters', (context) => {
  const windowsOf = (key: string) =>
    query<{ age_seconds: number; count: number }>(
      context(),
      sql`select extract(epoch from now() - window_start)::int as age_seconds, count
          from rate_limits where key = ${key} order by window_start`,
    );

  it('adds to the window of the database clock that now falls in', async () => {
    const { db } = context().database;

    expect(await addToWindow(db, 'test:clock', DAY, 1)).toMatchObject({ count: 1 });
    const counted = Date.now();
    const second = await addToWindow(db, 'test:clock', DAY, 3);

    expect(second.count).toBe(4);
    const [window] = await query<{ aligned: boolean; current: boolean; left: number }>(
      context(),
      sql`select extract(epoch from window_start)::bigint % ${DAY} = 0 as aligned,
            window_start <= now() and now() < window_start + interval '1 day' as current,
            extract(epoch from window_start + interval '1 day' - now()) as left
          from rate_limits where key = 'test:clock'`,
    );
    expect(window).toMatchObject({ aligned: true, current: true });
    // Read after the count: as much less time left as went by since (a loaded machine may take
    // seconds), give or take a second of rounding.
    const elapsed = (Date.now() - counted) / 1000;
    const drift = second.secondsLeft - Number(window?.left);
    expect(drift).toBeGreaterThanOrEqual(-1);
    expect(drift).toBeLessThanOrEqual(elapsed + 1);
  });

  it('counts each key and each window apart', async () => {
    const { db } = context().database;
    await query(
      context(),
      sql`insert into rate_limits (key, window_start, count)
          values ('test:apart', now() - interval '2 days', 999)`,
    );

    await addToWindow(db, 'test:apart', DAY, 2);
    await addToWindow(db, 'test:other', DAY, 5);

    expect((await windowsOf('test:apart')).map((window) => window.count)).toEqual([999, 2]);
    expect((await windowsOf('test:other')).map((window) => window.count)).toEqual([5]);
  });

  it('loses no count when many requests of one key arrive at once', async () => {
    const { db } = context().database;

    const results = await Promise.all(
      Array.from({ length: 50 }, () => addToWindow(db, 'test:concurrent', DAY, 1)),
    );

    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(await windowsOf('test:concurrent')).toEqual([expect.objectContaining({ count: 50 })]);
  });

  it('deletes only the windows that started longer ago than asked', async () => {
    const { db } = context().database;
    await query(
      context(),
      sql`insert into rate_limits (key, window_start, count)
          values ('test:clean', now() - interval '2 hours', 7)`,
    );
    await addToWindow(db, 'test:clean', 60, 1);

    await deleteWindowsOlderThan(db, 60 * 60);

    expect(await windowsOf('test:clean')).toEqual([{ age_seconds: expect.any(Number), count: 1 }]);
  });
});
