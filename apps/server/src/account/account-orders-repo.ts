import type { SalesChannel } from '@sesame/domain/account/order-access';
import { sql } from 'drizzle-orm';
import { type Executor, isoInstant } from '../db/executor.ts';
import { type OrderLine, orderLines } from '../orders/orders-repo.ts';

/** A paid (or paid then refunded) order of a customer, as the account pages read it. */
export type AccountOrderRow = {
  id: string;
  shortId: string;
  platform: string;
  status: 'paid' | 'cancelled';
  /** The basket request saveBasket stored (basket-schema.ts), parsed by the caller. */
  request: unknown;
  /** The order whose visit it adds extras to (a completion order's parent); null for a visit's own. */
  parentOrderId: string | null;
  totalCents: number | null;
  /** When it was paid (when it was made, for the rare refunded order never marked paid). */
  savedAt: string;
  invoiceNumber: string | null;
  channel: SalesChannel;
  changedByPark: boolean;
  transactions: Array<{ transactionId: string; transactionDateTime: string }>;
};

export type HeldSession = {
  product: string;
  date: string;
  session: string;
};

/**
 * The orders of a customer (decision 22: paid under the account's verified e-mail), and those
 * refunded after payment; `orderId` narrows to one. Orders moved to a new order or never paid are
 * not the customer's to see.
 */
export async function accountOrders(
  db: Executor,
  customerId: string,
  orderId?: string,
): Promise<AccountOrderRow[]> {
  const { rows } = await db.execute<AccountOrderRow>(sql`
    select o.id, o.short_id as "shortId", o.platform, o.status, o.basket -> 'request' as request,
      co.parent_order_id as "parentOrderId",
      o.total_cents as "totalCents", ${isoInstant(sql`coalesce(o.paid_at, o.created_at)`)} as "savedAt",
      d.invoice_number as "invoiceNumber",
      coalesce(b.channel, 'online') as channel, b.changed_at is not null as "changedByPark",
      coalesce((
        select json_agg(json_build_object('transactionId', p.id,
          'transactionDateTime', ${isoInstant(sql`coalesce(p.settled_at, p.updated_at)`)})
          order by p.created_at)
        from payments p where p.order_id = o.id and p.status in ('succeeded', 'refunded')
      ), '[]'::json) as transactions
    from customers c
    join orders o on lower(o.email) = lower(c.email)
    left join order_documents d on d.order_id = o.id
    left join order_back_office b on b.order_id = o.id
    left join completion_orders co on co.order_id = o.id
    where c.id = ${customerId} and c.activated_at is not null
      and (o.status = 'paid' or (o.status = 'cancelled' and exists (
        select 1 from payments p where p.order_id = o.id and p.status = 'refunded')))
      ${orderId ? sql`and o.id = ${orderId}` : sql``}
    order by coalesce(o.paid_at, o.created_at) desc, o.id`);
  return rows;
}

/** The priced lines of each order. */
export async function linesOfOrders(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, OrderLine[]>> {
  const lines = new Map<string, OrderLine[]>();
  for (const id of orderIds) lines.set(id, await orderLines(db, id));
  return lines;
}

/** The dated sessions (show times, restaurant sittings) each order took places in. */
export async function sessionsOfOrders(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, HeldSession[]>> {
  const sessions = new Map<string, HeldSession[]>();
  if (orderIds.length === 0) return sessions;
  const { rows } = await db.execute<HeldSession & { orderId: string }>(sql`
    select o.id as "orderId", s.product, to_char(s.date, 'YYYY-MM-DD') as date, s.session
    from orders o
    cross join lateral jsonb_array_elements(coalesce(o.basket -> 'stock', '[]'::jsonb)) held
    join stock s on s.id = (held ->> 'stockId')::bigint
    where o.id in (${sql.join(
      orderIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and s.session <> ''
    order by s.date, s.session`);
  for (const { orderId, ...session } of rows) {
    sessions.set(orderId, [...(sessions.get(orderId) ?? []), session]);
  }
  return sessions;
}

/**
 * Whether an order is a paid one of another customer's account (for `basket(id)`): its e-mail is
 * that account's verified e-mail, not this customer's.
 */
export async function isAnotherCustomersOrder(
  db: Executor,
  customerId: string,
  orderId: string,
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    select 1 from orders o
    join customers owner on lower(owner.email) = lower(o.email) and owner.activated_at is not null
    where o.id = ${orderId} and o.status in ('paid', 'cancelled') and owner.id <> ${customerId}`);
  return rows.length > 0;
}

/** The customer's e-mail in lower case, or null for an account that is gone. */
export async function customerEmail(db: Executor, customerId: string): Promise<string | null> {
  const { rows } = await db.execute<{ email: string }>(
    sql`select lower(email) as email from customers where id = ${customerId}`,
  );
  return rows[0]?.email ?? null;
}
