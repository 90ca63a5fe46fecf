import type { Language } from '@sesame/domain/i18n/language';
import type { Cents } from '@sesame/domain/money/cents';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** The database or a transaction: every function here runs on either. */
export type Executor = Pick<Database, 'execute'>;

export type OrderStatus = 'draft' | 'cart' | 'paid' | 'cancelled';

/** Places a stock row gives to an order: held now, sold on confirmation. */
export interface StockQuantity {
  stockId: number;
  quantity: number;
}

export interface OrderLine {
  kind: string;
  code: string;
  label: string;
  date: string | null;
  adults: number;
  children: number;
  quantity: number;
  adultUnitPrice: Cents;
  childUnitPrice: Cents;
  totalPrice: Cents;
}

/** The basket the server saved: what the browser asked for and the places it takes. */
export interface StoredBasket {
  request: unknown;
  stock: StockQuantity[];
}

export interface OrderRow {
  id: string;
  shortId: string;
  platform: string;
  status: OrderStatus;
  language: Language;
  total: Cents | null;
  shoppingCartId: string | null;
  email: string | null;
  basket: StoredBasket | null;
  /** ISO instant, or null before the first hold. */
  holdsExpireAt: string | null;
  /** Whether the holds' expiry has passed, by the database clock. */
  holdsExpired: boolean;
  cancelReason: string | null;
}

export const HOLD_MINUTES = 15;

const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function inTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

/** Turns waiting for a locked row into a "busy" error after a few seconds instead of queueing. */
export async function limitLockWait(tx: Executor): Promise<void> {
  await tx.execute(sql`set local lock_timeout = '3s'`);
}

/** False when the short id is taken already (the caller draws another one). */
export async function insertOrder(
  db: Executor,
  order: { id: string; shortId: string; platform: string; language: Language },
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    insert into orders (id, short_id, platform, language)
    values (${order.id}, ${order.shortId}, ${order.platform}, ${order.language})
    on conflict (short_id) do nothing
    returning id`);
  return rows.length > 0;
}

type OrderRecord = {
  id: string;
  short_id: string;
  platform: string;
  status: OrderStatus;
  language: Language;
  total_cents: number | null;
  shopping_cart_id: string | null;
  email: string | null;
  basket: StoredBasket | null;
  holds_expire_at: string | null;
  holds_expired: boolean;
  cancel_reason: string | null;
};

const orderColumns = sql`id, short_id, platform, status, language, total_cents, shopping_cart_id,
  email, basket, ${iso(sql`holds_expire_at`)} as holds_expire_at,
  coalesce(holds_expire_at <= now(), false) as holds_expired, cancel_reason`;

function toOrder(row: OrderRecord | undefined): OrderRow | null {
  if (!row) return null;
  return {
    id: row.id,
    shortId: row.short_id,
    platform: row.platform,
    status: row.status,
    language: row.language,
    total: row.total_cents as Cents | null,
    shoppingCartId: row.shopping_cart_id,
    email: row.email,
    basket: row.basket,
    holdsExpireAt: row.holds_expire_at,
    holdsExpired: row.holds_expired,
    cancelReason: row.cancel_reason,
  };
}

export async function findOrder(db: Executor, orderId: string): Promise<OrderRow | null> {
  const { rows } = await db.execute<OrderRecord>(
    sql`select ${orderColumns} from orders where id = ${orderId}`,
  );
  return toOrder(rows[0]);
}

/**
 * Locks the order first in every transaction that changes it, so that all its holds, basket and
 * confirmation are serialised. `no key update` leaves the foreign-key checks of other rows free.
 */
export async function lockOrder(tx: Executor, orderId: string): Promise<OrderRow | null> {
  const { rows } = await tx.execute<OrderRecord>(
    sql`select ${orderColumns} from orders where id = ${orderId} for no key update`,
  );
  return toOrder(rows[0]);
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
    returning ${iso(sql`holds_expire_at`)} as expires_at`);
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
 * Once an order holds nothing, its next hold starts a new 15 minutes: releasing everything is
 * the visitor starting again (booking-funnel.md §4, basket lifetime).
 */
export async function resetHoldClockWhenEmpty(db: Executor, orderId: string): Promise<void> {
  await db.execute(sql`
    update orders set holds_expire_at = null
    where id = ${orderId} and not exists (select 1 from stock_holds where order_id = ${orderId})`);
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

/** Stores a re-priced basket; a changed basket needs a new cart before it can be paid. */
export async function saveBasketLines(
  tx: Executor,
  order: { id: string; language: Language; basket: StoredBasket; lines: OrderLine[]; total: Cents },
): Promise<void> {
  await tx.execute(sql`delete from order_lines where order_id = ${order.id}`);
  if (order.lines.length > 0) {
    const values = order.lines.map(
      (line) => sql`(${order.id}, ${line.kind}, ${line.code}, ${line.label}, ${line.date}::date,
        ${line.adults}, ${line.children}, ${line.quantity}, ${line.adultUnitPrice},
        ${line.childUnitPrice}, ${line.totalPrice})`,
    );
    await tx.execute(sql`
      insert into order_lines (order_id, kind, code, label, date, adults, children, quantity,
        adult_unit_cents, child_unit_cents, total_cents)
      values ${sql.join(values, sql`, `)}`);
  }
  await tx.execute(sql`
    update orders
    set basket = ${JSON.stringify(order.basket)}::jsonb, total_cents = ${order.total},
        language = ${order.language}, status = 'draft', shopping_cart_id = null
    where id = ${order.id}`);
}

export async function orderLines(db: Executor, orderId: string): Promise<OrderLine[]> {
  const { rows } = await db.execute<{
    kind: string;
    code: string;
    label: string;
    date: string | null;
    adults: number;
    children: number;
    quantity: number;
    adult_unit_cents: number;
    child_unit_cents: number;
    total_cents: number;
  }>(sql`
    select kind, code, label, to_char(date, 'YYYY-MM-DD') as date, adults, children, quantity,
      adult_unit_cents, child_unit_cents, total_cents
    from order_lines where order_id = ${orderId} order by id`);
  return rows.map((row) => ({
    kind: row.kind,
    code: row.code,
    label: row.label,
    date: row.date,
    adults: row.adults,
    children: row.children,
    quantity: row.quantity,
    adultUnitPrice: row.adult_unit_cents as Cents,
    childUnitPrice: row.child_unit_cents as Cents,
    totalPrice: row.total_cents as Cents,
  }));
}

export async function openCart(
  tx: Executor,
  cart: {
    orderId: string;
    shoppingCartId: string;
    customer: { email: string; firstName: string; lastName: string };
  },
): Promise<void> {
  await tx.execute(sql`
    update orders
    set status = 'cart', shopping_cart_id = ${cart.shoppingCartId}, email = ${cart.customer.email},
        first_name = ${cart.customer.firstName}, last_name = ${cart.customer.lastName}
    where id = ${cart.orderId}`);
}

/** The one transition to paid: it happens once, whoever (notification or browser) comes first. */
export async function markPaid(
  tx: Executor,
  orderId: string,
  shoppingCartId: string,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    update orders set status = 'paid', paid_at = now()
    where id = ${orderId} and shopping_cart_id = ${shoppingCartId} and status = 'cart'
    returning id`);
  return rows.length > 0;
}

/** Turns places into sold ones; the stock check constraint refuses any overselling. */
export async function addSold(tx: Executor, sales: StockQuantity[]): Promise<void> {
  for (const { stockId, quantity } of sales) {
    await tx.execute(sql`update stock set sold = sold + ${quantity} where id = ${stockId}`);
  }
}

/** A cart whose payment could not be fulfilled: it keeps its lines, its places are gone. */
export async function cancelOrder(tx: Executor, orderId: string, reason: string): Promise<void> {
  await tx.execute(sql`
    update orders set status = 'cancelled', cancel_reason = ${reason}
    where id = ${orderId} and status = 'cart'`);
}
