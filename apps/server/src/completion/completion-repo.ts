import type { OrderTicket } from '@sesame/domain/documents/order-tickets';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import type { OrderLine, StoredBasket } from '../orders/orders-repo.ts';

/** A customer's own paid order, as completion and the date change read it. */
export type OwnedOrder = {
  id: string;
  shortId: string;
  platform: string;
  status: string;
  basket: StoredBasket | null;
  /** checkout-and-account.md §4: the park changed it by hand, or it was booked at the park. */
  changedByPark: boolean;
  bookedOnline: boolean;
};

/**
 * The order `orderId` when it is paid under the customer's verified e-mail (decision 22), on the
 * platform, and is no completion itself; null for anyone else's order or an unknown id. `lock`
 * takes the order's row lock for the caller's transaction.
 */
export async function ownedPaidOrder(
  db: Executor,
  request: { customerId: string; orderId: string; platform: string; lock?: boolean },
): Promise<OwnedOrder | null> {
  const { rows } = await db.execute<OwnedOrder>(sql`
    select o.id, o.short_id as "shortId", o.platform, o.status, o.basket,
      b.changed_at is not null as "changedByPark", coalesce(b.channel, 'online') = 'online' as "bookedOnline"
    from customers c
    join orders o on lower(o.email) = lower(c.email)
    left join order_back_office b on b.order_id = o.id
    where c.id = ${request.customerId} and c.activated_at is not null and o.id = ${request.orderId}
      and o.status = 'paid' and o.platform = ${request.platform}
      and not exists (select 1 from completion_orders co where co.order_id = o.id)
    ${request.lock ? sql`for no key update of o` : sql``}`);
  return rows[0] ?? null;
}

export async function insertCompletion(
  db: Executor,
  link: { orderId: string; parentOrderId: string; customerId: string },
): Promise<void> {
  await db.execute(sql`
    insert into completion_orders (order_id, parent_order_id, customer_id)
    values (${link.orderId}, ${link.parentOrderId}, ${link.customerId})`);
}

/** The parent order of the customer's completion order `orderId`; null for any other id. */
export async function parentOfCompletion(
  db: Executor,
  request: { customerId: string; orderId: string },
): Promise<string | null> {
  const { rows } = await db.execute<{ parent: string }>(sql`
    select parent_order_id as parent from completion_orders
    where order_id = ${request.orderId} and customer_id = ${request.customerId}`);
  return rows[0]?.parent ?? null;
}

/** The lines of the paid completions of `parentOrderId`, in the order they were paid. */
export async function paidCompletionLines(
  db: Executor,
  parentOrderId: string,
): Promise<OrderLine[]> {
  const { rows } = await db.execute<{ [K in keyof OrderLine]: OrderLine[K] }>(sql`
    select l.kind, l.code, l.label, to_char(l.date, 'YYYY-MM-DD') as date, l.adults, l.children,
      l.quantity, l.adult_unit_cents as "adultUnitPrice", l.child_unit_cents as "childUnitPrice",
      l.total_cents as "totalPrice"
    from completion_orders co
    join orders o on o.id = co.order_id and o.status = 'paid'
    join order_lines l on l.order_id = o.id
    where co.parent_order_id = ${parentOrderId}
    order by o.paid_at, l.id`);
  return rows;
}

/** The paid completions of `parentOrderId`: their ids and saved baskets. */
export async function paidCompletions(
  db: Executor,
  parentOrderId: string,
  lock = false,
): Promise<Array<{ id: string; basket: StoredBasket | null }>> {
  const { rows } = await db.execute<{ id: string; basket: StoredBasket | null }>(sql`
    select o.id, o.basket from completion_orders co
    join orders o on o.id = co.order_id and o.status = 'paid'
    where co.parent_order_id = ${parentOrderId}
    order by o.id ${lock ? sql`for no key update of o` : sql``}`);
  return rows;
}

/** The order's lines as a date change rewrites them: ids, kinds, codes, labels and days. */
export async function datedLinesOf(
  tx: Executor,
  orderId: string,
): Promise<Array<{ id: number; kind: string; code: string; label: string; date: string | null }>> {
  const { rows } = await tx.execute<{
    id: number;
    kind: string;
    code: string;
    label: string;
    date: string | null;
  }>(sql`
    select id::int as id, kind, code, label, to_char(date, 'YYYY-MM-DD') as date
    from order_lines where order_id = ${orderId} order by id`);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * Moves the order's lines to their new days (each line's code, label and day as given, prices
 * untouched) and stores the basket as moved.
 */
export async function moveOrderDays(
  tx: Executor,
  order: {
    id: string;
    basket: StoredBasket;
    lines: ReadonlyArray<{ id: number; code: string; label: string; date: string | null }>;
  },
): Promise<void> {
  for (const line of order.lines) {
    await tx.execute(sql`
      update order_lines set code = ${line.code}, label = ${line.label}, date = ${line.date}::date
      where id = ${line.id} and order_id = ${order.id}`);
  }
  await tx.execute(sql`
    update orders set basket = ${JSON.stringify(order.basket)}::jsonb where id = ${order.id}`);
}

/**
 * The order's tickets drawn again for its new days. They take numbers after the old ones, so a
 * code printed before the change never names a ticket that exists.
 */
export async function reissueTickets(
  tx: Executor,
  orderId: string,
  tickets: readonly (OrderTicket & { session: string | null })[],
): Promise<void> {
  const { rows } = await tx.execute<{ last: number }>(
    sql`select coalesce(max(number), 0)::int as last from tickets where order_id = ${orderId}`,
  );
  const last = rows[0]?.last ?? 0;
  await tx.execute(sql`delete from tickets where order_id = ${orderId}`);
  if (tickets.length === 0) return;
  const values = tickets.map(
    (ticket) => sql`(${orderId}, ${last + ticket.number}, ${ticket.product}, ${ticket.label},
      ${ticket.date}::date, ${ticket.session}, ${ticket.visitor})`,
  );
  await tx.execute(sql`
    insert into tickets (order_id, number, product, label, date, session, visitor)
    values ${sql.join(values, sql`, `)}`);
}

export async function recordDateChange(
  tx: Executor,
  change: { orderId: string; customerId: string; fromDate: string; toDate: string },
): Promise<void> {
  await tx.execute(sql`
    insert into visit_date_changes (order_id, customer_id, from_date, to_date)
    values (${change.orderId}, ${change.customerId}, ${change.fromDate}::date, ${change.toDate}::date)`);
}
