import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

// For tests: dates picked from the seeded calendar, which the seed generates from the day it runs,
// so that no test names a calendar date that may have passed. Two days ahead keeps clear of "today"
// in any time zone.

/** The first open day from two days ahead that matches `condition` (SQL on park_days `p`). */
export async function openDay(
  db: Database,
  platform: string,
  condition = sql`true`,
): Promise<{ date: string; season: string }> {
  const { rows } = await db.execute<{ date: string; season: string }>(sql`
    select to_char(p.date, 'YYYY-MM-DD') as date, p.season from park_days p
    where p.platform = ${platform} and p.date >= current_date + 2 and ${condition}
    order by p.date limit 1`);
  const day = rows[0];
  if (!day) throw new Error(`No open day on ${platform} matching the condition`);
  return day;
}

/** The first day from two days ahead when the park of `platform` is closed. */
export async function closedDay(db: Database, platform: string): Promise<string> {
  const { rows } = await db.execute<{ date: string }>(sql`
    select to_char(d, 'YYYY-MM-DD') as date from generate_series(current_date + 2, current_date + 400, interval '1 day') d
    where not exists (select 1 from park_days p where p.platform = ${platform} and p.date = d::date)
    order by d limit 1`);
  const day = rows[0];
  if (!day) throw new Error(`No closed day on ${platform}`);
  return day.date;
}

/** The first open day with a night show session from two days ahead. */
export function showDay(db: Database, platform: string): Promise<{ date: string; season: string }> {
  return openDay(
    db,
    platform,
    sql`exists (select 1 from show_sessions s where s.platform = p.platform and s.date = p.date)`,
  );
}

/**
 * Holds `quantity` places of a stock row for a new order, as another visitor's basket would, with
 * an expiry relative to the database clock (e.g. '15 minutes', '-1 minute'). Returns the order id.
 */
export async function holdPlaces(
  db: Database,
  row: { platform: string; product: string; date: string },
  quantity: number,
  expiresIn: string,
): Promise<string> {
  const orderId = randomUUID();
  await db.execute(sql`
    insert into orders (id, short_id, platform) values (${orderId}, ${orderId.slice(0, 8)}, ${row.platform})`);
  await db.execute(sql`
    insert into stock_holds (order_id, stock_id, service, hold_key, quantity, expires_at)
    select ${orderId}, id, 'TICKET', 'TICKET:TEST', ${quantity}, now() + ${expiresIn}::interval
    from stock where platform = ${row.platform} and product = ${row.product} and date = ${row.date}`);
  return orderId;
}

/** Removes test orders and their holds. */
export async function dropOrders(db: Database, orderIds: string[]): Promise<void> {
  for (const orderId of orderIds) await db.execute(sql`delete from orders where id = ${orderId}`);
}
