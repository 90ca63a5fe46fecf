import { sql } from 'drizzle-orm';
import { type Executor, isoInstant } from '../db/executor.ts';

export type CustomerOrder = {
  id: string;
  shortId: string;
  platform: string;
  totalCents: number | null;
  paidAt: string;
};

/**
 * The orders of a customer (checkout-and-account issue: guest orders appear once the e-mail is
 * verified; decision 22): the paid orders placed under the account's e-mail, as a guest or signed
 * in, once that e-mail is verified by activation — never before, so that signing up with someone
 * else's address shows nothing of theirs. Matched when read, not copied onto the orders, so an
 * order paid after the activation appears as well.
 */
export async function paidOrdersOfCustomer(
  db: Executor,
  customerId: string,
): Promise<CustomerOrder[]> {
  const { rows } = await db.execute<CustomerOrder>(sql`
    select o.id, o.short_id as "shortId", o.platform, o.total_cents as "totalCents",
      ${isoInstant(sql`o.paid_at`)} as "paidAt"
    from customers c
    join orders o on lower(o.email) = lower(c.email) and o.status = 'paid'
    where c.id = ${customerId} and c.activated_at is not null
    order by o.paid_at desc, o.id`);
  return rows;
}
