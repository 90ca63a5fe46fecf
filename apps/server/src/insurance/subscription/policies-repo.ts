import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { INSURANCE_LINE_KIND } from '../insurance-product-line.ts';

export type OrderPolicy = {
  orderId: string;
  premiumCents: number;
  status: 'pending' | 'subscribed' | 'refused';
  policyId: string | null;
  cancellation: 'requested' | 'done' | null;
};

/**
 * In the transaction that marks the order paid: a pending policy when the order has an insurance
 * line. True when it wrote one, false for an uninsured order or one recorded already.
 */
export async function recordPendingPolicy(tx: Executor, orderId: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    insert into order_insurance_policies (order_id, premium_cents)
    select order_id, total_cents from order_lines
    where order_id = ${orderId} and kind = ${INSURANCE_LINE_KIND}
    on conflict (order_id) do nothing
    returning order_id`);
  return rows.length > 0;
}

export async function findOrderPolicy(db: Executor, orderId: string): Promise<OrderPolicy | null> {
  const { rows } = await db.execute<OrderPolicy>(sql`
    select order_id as "orderId", premium_cents as "premiumCents", status,
      policy_id as "policyId", cancellation
    from order_insurance_policies where order_id = ${orderId}`);
  return rows[0] ?? null;
}

export async function recordSubscribed(
  db: Executor,
  orderId: string,
  policyId: string,
): Promise<void> {
  await db.execute(sql`
    update order_insurance_policies
    set status = 'subscribed', policy_id = ${policyId}, subscribed_at = now(), last_error = null
    where order_id = ${orderId} and status = 'pending'`);
}

/** The insurer will not insure the order: for the support team to settle with the buyer. */
export async function recordRefused(db: Executor, orderId: string, reason: string): Promise<void> {
  await db.execute(sql`
    update order_insurance_policies
    set status = 'refused', last_error = ${reason}
    where order_id = ${orderId} and status = 'pending'`);
}

/** A call to the insurer that failed and will be retried. */
export async function recordFailedAttempt(
  db: Executor,
  orderId: string,
  reason: string,
): Promise<void> {
  await db.execute(sql`
    update order_insurance_policies
    set attempts = attempts + 1, last_error = ${reason}
    where order_id = ${orderId}`);
}

/**
 * In the transaction that refunds the order: its policy is to be cancelled. True when this asked
 * for it, false when the order has no policy or its cancellation was asked already.
 */
export async function requestCancellation(tx: Executor, orderId: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    update order_insurance_policies
    set cancellation = 'requested', cancel_requested_at = now()
    where order_id = ${orderId} and cancellation is null
    returning order_id`);
  return rows.length > 0;
}

export async function recordCancelled(db: Executor, orderId: string): Promise<void> {
  await db.execute(sql`
    update order_insurance_policies
    set cancellation = 'done', cancelled_at = now(), last_error = null
    where order_id = ${orderId} and cancellation = 'requested'`);
}
