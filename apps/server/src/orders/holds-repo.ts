import { HOLD_MINUTES } from '@sesame/domain/booking/hold-renewal';
import { sql } from 'drizzle-orm';
import { type Executor, isoInstant } from '../db/executor.ts';

/** Places a stock row gives to an order: held now, sold on confirmation. */
export interface StockQuantity {
  stockId: number;
  quantity: number;
}

export type StockRow = {
  id: number;
  capacity: number;
  sold: number;
};

/** Locks stock rows in id order: every transaction takes them in the same order (no deadlock). */
export async function lockStockRows(tx: Executor, stockIds: number[]): Promise<StockRow[]> {
  if (stockIds.length === 0) return [];
  const { rows } = await tx.execute<StockRow>(sql`
    select id::int as id, capacity, sold from stock
    where id in ${stockIds} order by id for update`);
  return rows;
}

/** Reclaims the expired holds of rows the caller has locked, keeping the table small. */
export async function deleteExpiredHolds(tx: Executor, stockIds: number[]): Promise<void> {
  if (stockIds.length === 0) return;
  await tx.execute(
    sql`delete from stock_holds where stock_id in ${stockIds} and expires_at <= now()`,
  );
}

/** Places held on each row by other holds than `excluded`, counting only unexpired holds. */
export async function activeHeldElsewhere(
  tx: Executor,
  stockIds: number[],
  excluded: { orderId: string; holdKey?: string },
): Promise<Map<number, number>> {
  if (stockIds.length === 0) return new Map();
  const sameHold = excluded.holdKey
    ? sql`order_id = ${excluded.orderId} and hold_key = ${excluded.holdKey}`
    : sql`order_id = ${excluded.orderId}`;
  const { rows } = await tx.execute<{ stock_id: number; quantity: number }>(sql`
    select stock_id, sum(quantity)::int as quantity from stock_holds
    where stock_id in ${stockIds} and expires_at > now() and not (${sameHold})
    group by stock_id`);
  return new Map(rows.map((row) => [row.stock_id, row.quantity]));
}

/** Starts the order's 15 minutes at its first hold; a later hold never moves the expiry. */
export async function startHoldClock(tx: Executor, orderId: string): Promise<string> {
  const { rows } = await tx.execute<{ expires_at: string }>(sql`
    update orders
    set holds_expire_at = coalesce(holds_expire_at, now() + make_interval(mins => ${HOLD_MINUTES}))
    where id = ${orderId}
    returning ${isoInstant(sql`holds_expire_at`)} as expires_at`);
  const row = rows[0];
  if (!row) throw new Error(`Order ${orderId} vanished while holding stock`);
  return row.expires_at;
}

/** Replaces the order's hold under `holdKey` by `holds`, all expiring with the order. */
export async function replaceHold(
  tx: Executor,
  hold: { orderId: string; service: string; holdKey: string; holds: StockQuantity[] },
): Promise<void> {
  await tx.execute(
    sql`delete from stock_holds where order_id = ${hold.orderId} and hold_key = ${hold.holdKey}`,
  );
  if (hold.holds.length === 0) return;
  const values = hold.holds.map(
    ({ stockId, quantity }) =>
      sql`(${hold.orderId}, ${stockId}, ${hold.service}, ${hold.holdKey}, ${quantity})`,
  );
  await tx.execute(sql`
    insert into stock_holds (order_id, stock_id, service, hold_key, quantity, expires_at)
    select v.order_id::uuid, v.stock_id::int, v.service, v.hold_key, v.quantity::int, o.holds_expire_at
    from (values ${sql.join(values, sql`, `)}) as v(order_id, stock_id, service, hold_key, quantity)
    join orders o on o.id = v.order_id::uuid`);
}

/** Deletes holds of an order: one hold, one service's holds, or all of them. */
export async function deleteHolds(
  db: Executor,
  orderId: string,
  which: { holdKey: string } | { service: string } | 'all',
): Promise<number> {
  const filter =
    which === 'all'
      ? sql``
      : 'holdKey' in which
        ? sql` and hold_key = ${which.holdKey}`
        : sql` and service = ${which.service}`;
  const { rows } = await db.execute(
    sql`delete from stock_holds where order_id = ${orderId}${filter} returning id`,
  );
  return rows.length;
}

/**
 * Once an order holds nothing, its next hold starts a new 15 minutes, renewable again: releasing
 * everything is the visitor starting again (booking-funnel.md §4, basket lifetime).
 */
export async function resetHoldClockWhenEmpty(db: Executor, orderId: string): Promise<void> {
  await db.execute(sql`
    update orders set holds_expire_at = null, hold_renewals = 0
    where id = ${orderId} and not exists (select 1 from stock_holds where order_id = ${orderId})`);
}

/**
 * readings.md §15: the order's holds expire 15 minutes from now (database clock), all of them
 * together, and the renewal is counted.
 */
export async function renewHoldClock(
  tx: Executor,
  orderId: string,
): Promise<{ expiresAt: string; renewals: number }> {
  const { rows } = await tx.execute<{ expires_at: string; hold_renewals: number }>(sql`
    update orders
    set holds_expire_at = now() + make_interval(mins => ${HOLD_MINUTES}),
        hold_renewals = hold_renewals + 1
    where id = ${orderId}
    returning ${isoInstant(sql`holds_expire_at`)} as expires_at, hold_renewals`);
  const row = rows[0];
  if (!row) throw new Error(`Order ${orderId} vanished while renewing its holds`);
  await tx.execute(sql`
    update stock_holds set expires_at = o.holds_expire_at
    from orders o where o.id = ${orderId} and stock_holds.order_id = o.id`);
  return { expiresAt: row.expires_at, renewals: row.hold_renewals };
}

/** Gives every hold of one order to another; the places held per stock row do not change. */
export async function moveHolds(tx: Executor, fromOrderId: string, toOrderId: string) {
  await tx.execute(
    sql`update stock_holds set order_id = ${toOrderId} where order_id = ${fromOrderId}`,
  );
}

/** Unexpired places the order holds, per stock row. */
export async function activeHoldsOfOrder(
  tx: Executor,
  orderId: string,
): Promise<Map<number, number>> {
  const { rows } = await tx.execute<{ stock_id: number; quantity: number }>(sql`
    select stock_id, sum(quantity)::int as quantity from stock_holds
    where order_id = ${orderId} and expires_at > now()
    group by stock_id`);
  return new Map(rows.map((row) => [row.stock_id, row.quantity]));
}

/** Every stock row the order holds places on, expired or not. */
export async function heldStockIds(tx: Executor, orderId: string): Promise<number[]> {
  const { rows } = await tx.execute<{ stock_id: number }>(
    sql`select distinct stock_id from stock_holds where order_id = ${orderId}`,
  );
  return rows.map((row) => row.stock_id);
}

/** Turns places into sold ones; the stock check constraint refuses any overselling. */
export async function addSold(tx: Executor, sales: StockQuantity[]): Promise<void> {
  for (const { stockId, quantity } of sales) {
    await tx.execute(sql`update stock set sold = sold + ${quantity} where id = ${stockId}`);
  }
}
