import type { Language } from '@sesame/domain/i18n/language';
import type { Cents } from '@sesame/domain/money/cents';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import type { PaymentStatus } from './payment-provider.ts';

/** How long a checkout stays open for its card (Stripe Checkout's shortest expiry). */
export const PAYMENT_OPEN_MINUTES = 30;

export type Settlement = 'order' | 'refund';

export interface PaymentRow {
  id: string;
  orderId: string;
  shoppingCartId: string | null;
  amount: Cents;
  status: PaymentStatus;
  failureCode: string | null;
  cardLast4: string | null;
  redirectUrl: string | null;
  /** Whether a pending payment is past its expiry, by the database clock. */
  expired: boolean;
  settlement: Settlement | null;
  refundReason: string | null;
}

type PaymentRecord = {
  id: string;
  order_id: string;
  shopping_cart_id: string | null;
  amount_cents: number;
  status: PaymentStatus;
  failure_code: string | null;
  card_last4: string | null;
  redirect_url: string | null;
  expired: boolean;
  settlement: Settlement | null;
  refund_reason: string | null;
};

const paymentColumns = sql`id, order_id, shopping_cart_id, amount_cents, status, failure_code,
  card_last4, redirect_url, coalesce(expires_at <= now(), false) as expired, settlement,
  refund_reason`;

function toPayment(row: PaymentRecord | undefined): PaymentRow | null {
  if (!row) return null;
  return {
    id: row.id,
    orderId: row.order_id,
    shoppingCartId: row.shopping_cart_id,
    amount: row.amount_cents as Cents,
    status: row.status,
    failureCode: row.failure_code,
    cardLast4: row.card_last4,
    redirectUrl: row.redirect_url,
    expired: row.expired,
    settlement: row.settlement,
    refundReason: row.refund_reason,
  };
}

export async function findPayment(db: Executor, paymentId: string): Promise<PaymentRow | null> {
  const { rows } = await db.execute<PaymentRecord>(
    sql`select ${paymentColumns} from payments where id = ${paymentId}`,
  );
  return toPayment(rows[0]);
}

/** Locks a payment; callers lock its order first, as every transaction does. */
export async function lockPayment(tx: Executor, paymentId: string): Promise<PaymentRow | null> {
  const { rows } = await tx.execute<PaymentRecord>(
    sql`select ${paymentColumns} from payments where id = ${paymentId} for update`,
  );
  return toPayment(rows[0]);
}

/** The order's payments, latest first. */
export async function paymentsOfOrder(tx: Executor, orderId: string): Promise<PaymentRow[]> {
  const { rows } = await tx.execute<PaymentRecord>(sql`
    select ${paymentColumns} from payments
    where order_id = ${orderId} order by created_at desc, id`);
  return rows.map((row) => toPayment(row) as PaymentRow);
}

/** The one open payment of an order; the unique index `payments_one_open_per_order` allows one. */
export async function insertPayment(
  tx: Executor,
  payment: {
    id: string;
    orderId: string;
    shoppingCartId: string;
    provider: string;
    amount: Cents;
    redirectUrl: string;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, redirect_url,
      expires_at)
    values (${payment.id}, ${payment.orderId}, ${payment.shoppingCartId}, ${payment.provider},
      ${payment.amount}, ${payment.redirectUrl},
      now() + make_interval(mins => ${PAYMENT_OPEN_MINUTES}))`);
}

/** Closes open payments so that their card form can no longer charge. */
export async function cancelOpenPayments(tx: Executor, orderId: string): Promise<void> {
  await tx.execute(sql`
    update payments set status = 'cancelled', updated_at = now()
    where order_id = ${orderId} and status = 'pending'`);
}

/** Remembers the card of a payment waiting for its 3-D Secure challenge. */
export async function recordChallengedCard(
  db: Executor,
  paymentId: string,
  cardLast4: string,
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update payments set card_last4 = ${cardLast4}, updated_at = now()
    where id = ${paymentId} and status = 'pending'
    returning id`);
  return rows.length > 0;
}

/**
 * The processor's outcome for a card. Only an open, unexpired payment moves, so that a double
 * submit charges once and a cancelled or expired checkout never charges. An expired one is
 * cancelled instead. Returns the payment's status after the attempt.
 */
export async function chargePayment(
  db: Executor,
  paymentId: string,
  outcome: { status: 'succeeded' | 'failed'; failureCode: string | null; cardLast4: string },
): Promise<{ charged: boolean }> {
  const { rows } = await db.execute<{ charged: boolean }>(sql`
    update payments
    set status = case when expires_at > now() then ${outcome.status} else 'cancelled' end,
        failure_code = case when expires_at > now() then ${outcome.failureCode} else 'expired' end,
        card_last4 = ${outcome.cardLast4}, updated_at = now()
    where id = ${paymentId} and status = 'pending'
    returning status <> 'cancelled' as charged`);
  return { charged: rows[0]?.charged ?? false };
}

/**
 * Records what a verified notification says. A provider's word moves a pending payment; it never
 * turns a settled payment into the opposite outcome.
 */
export async function recordNotification(
  tx: Executor,
  paymentId: string,
  status: PaymentStatus,
): Promise<void> {
  await tx.execute(sql`
    update payments
    set status = case when status = 'pending' then ${status} else status end,
        notified = true, updated_at = now()
    where id = ${paymentId}`);
}

/** What a succeeded payment became: set once, in the transaction that applied it. */
export async function settle(
  tx: Executor,
  paymentId: string,
  settlement: { kind: 'order' } | { kind: 'refund'; reason: string },
): Promise<void> {
  await tx.execute(sql`
    update payments
    set settlement = ${settlement.kind}, settled_at = now(), updated_at = now(),
        refund_reason = ${settlement.kind === 'refund' ? settlement.reason : null}
    where id = ${paymentId} and settled_at is null`);
}

/** The provider gave the money back. */
export async function markRefunded(db: Executor, paymentId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update payments set status = 'refunded', refunded_at = now(), updated_at = now()
    where id = ${paymentId} and status in ('succeeded', 'refunded') returning id`);
  return rows.length > 0;
}

/**
 * What reconciliation has to finish: succeeded payments not applied to their order for
 * `graceSeconds` (their notification is late or lost), and refunds owed but not yet made.
 */
export async function paymentsToReconcile(
  db: Executor,
  graceSeconds: number,
): Promise<Array<{ id: string; refundDue: boolean }>> {
  const { rows } = await db.execute<{ id: string; refund_due: boolean }>(sql`
    select id, settled_at is not null as refund_due from payments
    where ((status = 'succeeded' and settled_at is null)
        or (settlement = 'refund' and refunded_at is null))
      and updated_at <= now() - make_interval(secs => ${graceSeconds})
    order by updated_at
    limit 500`);
  return rows.map((row) => ({ id: row.id, refundDue: row.refund_due }));
}

/** The merchant name a checkout shows for an order's platform. */
export async function merchantOf(db: Executor, platform: string): Promise<string> {
  const { rows } = await db.execute<{ name: string }>(
    sql`select name from platforms where code = ${platform}`,
  );
  return rows[0]?.name ?? platform;
}

export async function setOrderLanguage(db: Executor, orderId: string, language: Language) {
  await db.execute(sql`update orders set language = ${language} where id = ${orderId}`);
}
