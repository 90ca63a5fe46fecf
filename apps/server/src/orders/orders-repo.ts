import type { Language } from '@sesame/domain/i18n/language';
import type { Cents } from '@sesame/domain/money/cents';
import type { PostalAddress } from '@sesame/domain/validation/guest-schema';
import { sql } from 'drizzle-orm';
import { type Executor, isoInstant } from '../db/executor.ts';
import type { StockQuantity } from './holds-repo.ts';

export type OrderStatus = 'draft' | 'cart' | 'paid' | 'cancelled';

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
  /** Where posted tickets go (readings.md §16). */
  postalAddress: PostalAddress | null;
  basket: StoredBasket | null;
  /** ISO instant, or null before the first hold. */
  holdsExpireAt: string | null;
  /** Whether the holds' expiry has passed, by the database clock. */
  holdsExpired: boolean;
  /** How many times the visitor kept the selection another 15 minutes (readings.md §15). */
  holdRenewals: number;
  cancelReason: string | null;
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
  postal_address: PostalAddress | null;
  basket: StoredBasket | null;
  holds_expire_at: string | null;
  holds_expired: boolean;
  hold_renewals: number;
  cancel_reason: string | null;
};

const orderColumns = sql`id, short_id, platform, status, language, total_cents, shopping_cart_id,
  email, postal_address, basket, ${isoInstant(sql`holds_expire_at`)} as holds_expire_at,
  coalesce(holds_expire_at <= now(), false) as holds_expired, hold_renewals, cancel_reason`;

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
    postalAddress: row.postal_address,
    basket: row.basket,
    holdsExpireAt: row.holds_expire_at,
    holdsExpired: row.holds_expired,
    holdRenewals: row.hold_renewals,
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
    postalAddress: PostalAddress | null;
  },
): Promise<void> {
  const postalAddress = cart.postalAddress && JSON.stringify(cart.postalAddress);
  await tx.execute(sql`
    update orders
    set status = 'cart', shopping_cart_id = ${cart.shoppingCartId}, email = ${cart.customer.email},
        first_name = ${cart.customer.firstName}, last_name = ${cart.customer.lastName},
        postal_address = ${postalAddress}::jsonb
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

/** A cart whose payment could not be fulfilled: it keeps its lines, its places are gone. */
export async function cancelOrder(tx: Executor, orderId: string, reason: string): Promise<void> {
  await tx.execute(sql`
    update orders set status = 'cancelled', cancel_reason = ${reason}
    where id = ${orderId} and status = 'cart'`);
}

/** Why an order was given up for another one after a back/forward navigation (readings.md §13). */
export const MOVED_TO_NEW_ORDER = 'MOVED_TO_NEW_ORDER';

/**
 * Gives an order's saved basket, lines, customer and hold clock (expiry and renewals) to a new
 * order, which starts as a draft that needs a new cart; the old order is closed, empty.
 */
export async function handOverOrder(
  tx: Executor,
  fromOrderId: string,
  toOrderId: string,
): Promise<void> {
  await tx.execute(sql`
    update orders t
    set basket = f.basket, total_cents = f.total_cents, language = f.language, email = f.email,
        first_name = f.first_name, last_name = f.last_name, holds_expire_at = f.holds_expire_at,
        hold_renewals = f.hold_renewals, status = 'draft', shopping_cart_id = null
    from orders f
    where t.id = ${toOrderId} and f.id = ${fromOrderId}`);
  await tx.execute(
    sql`update order_lines set order_id = ${toOrderId} where order_id = ${fromOrderId}`,
  );
  await tx.execute(sql`
    update orders
    set status = 'cancelled', cancel_reason = ${MOVED_TO_NEW_ORDER}, basket = null,
        total_cents = null, email = null, first_name = null, last_name = null,
        holds_expire_at = null
    where id = ${fromOrderId}`);
}

/** The visitor who identified for the order's cart, if one did. */
export async function orderCustomer(
  db: Executor,
  orderId: string,
): Promise<{ email: string; firstName: string; lastName: string } | null> {
  const { rows } = await db.execute<{ email: string; first_name: string; last_name: string }>(sql`
    select email, first_name, last_name from orders
    where id = ${orderId} and email is not null and first_name is not null and last_name is not null`);
  const row = rows[0];
  return row ? { email: row.email, firstName: row.first_name, lastName: row.last_name } : null;
}
