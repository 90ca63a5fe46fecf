import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Executor } from '../db/executor.ts';

/**
 * The fixed window of the database clock that `now()` falls in. Every process bins from the same
 * origin with the same clock, so they all count into the same row.
 */
const currentWindow = (windowSeconds: number) =>
  sql`date_bin(make_interval(secs => ${windowSeconds}), now(), timestamptz '2000-01-01 00:00:00+00')`;

export interface WindowCount {
  /** The key's count in the current window, this call's `cost` included. */
  count: number;
  /** Seconds until the current window ends. */
  secondsLeft: number;
}

/**
 * Adds `cost` to the key's count in the current window and answers the new count, in one
 * statement: concurrent calls of any process each get their own total, none is lost.
 */
export async function addToWindow(
  db: Database,
  key: string,
  windowSeconds: number,
  cost: number,
): Promise<WindowCount> {
  const { rows } = await db.execute<{ count: number; seconds_left: number }>(sql`
    insert into rate_limits as r (key, window_start, count)
    values (${key}, ${currentWindow(windowSeconds)}, ${cost})
    on conflict (key, window_start) do update set count = r.count + excluded.count
    returning r.count,
      ceil(extract(epoch from r.window_start + make_interval(secs => ${windowSeconds}) - now()))::int
        as seconds_left`);
  const row = rows[0];
  if (!row) throw new Error(`No count returned for rate limit ${key}`);
  return { count: row.count, secondsLeft: row.seconds_left };
}

/** Deletes the windows that started more than `seconds` ago: no limit counts them any more. */
export async function deleteWindowsOlderThan(db: Database, seconds: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${seconds})`,
  );
}

/** The key's count in the current window, without adding to it. */
export async function countInWindow(
  db: Executor,
  key: string,
  windowSeconds: number,
): Promise<WindowCount> {
  const { rows } = await db.execute<{ count: number; seconds_left: number }>(sql`
    select coalesce(max(count), 0)::int as count,
      ceil(extract(epoch from ${currentWindow(windowSeconds)} + make_interval(secs => ${windowSeconds}) - now()))::int
        as seconds_left
    from rate_limits where key = ${key} and window_start = ${currentWindow(windowSeconds)}`);
  const row = rows[0];
  return { count: row?.count ?? 0, secondsLeft: row?.seconds_left ?? windowSeconds };
}

/** Forgets every count of the key: its limit starts afresh. */
export async function deleteCounts(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
