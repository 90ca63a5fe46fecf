import type { Language } from '@sesame/domain/i18n/language';
import type { Cents } from '@sesame/domain/money/cents';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { PaymentStatus } from './payment-provider.ts';

export interface PaymentRow {
  id: string;
  orderId: string;
  amount: Cents;
  status: PaymentStatus;
  failureCode: string | null;
  cardLast4: string | null;
}

export async function insertPayment(
  db: Database,
  payment: { id: string; orderId: string; provider: string; amount: Cents },
): Promise<void> {
  await db.execute(sql`
    insert into payments (id, order_id, provider, amount_cents)
    values (${payment.id}, ${payment.orderId}, ${payment.provider}, ${payment.amount})`);
}

export async function findPayment(db: Database, paymentId: string): Promise<PaymentRow | null> {
  const { rows } = await db.execute<{
    id: string;
    order_id: string;
    amount_cents: number;
    status: PaymentStatus;
    failure_code: string | null;
    card_last4: string | null;
  }>(sql`
    select id, order_id, amount_cents, status, failure_code, card_last4
    from payments where id = ${paymentId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    orderId: row.order_id,
    amount: row.amount_cents as Cents,
    status: row.status,
    failureCode: row.failure_code,
    cardLast4: row.card_last4,
  };
}

/** Remembers the card of a payment waiting for its 3-D Secure challenge. */
export async function recordChallengedCard(
  db: Database,
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
 * Settles a pending payment. Returns false when it was settled already, so that a double submit
 * of the card form neither charges twice nor notifies twice.
 */
export async function settlePayment(
  db: Database,
  paymentId: string,
  outcome: { status: 'succeeded' | 'failed'; failureCode: string | null; cardLast4: string },
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update payments
    set status = ${outcome.status}, failure_code = ${outcome.failureCode},
        card_last4 = ${outcome.cardLast4}, updated_at = now()
    where id = ${paymentId} and status = 'pending'
    returning id`);
  return rows.length > 0;
}

/**
 * Records what a verified notification says. A provider's word moves a pending payment; it never
 * turns a settled payment into the opposite outcome.
 */
export async function recordNotification(
  db: Database,
  paymentId: string,
  status: PaymentStatus,
): Promise<{ orderId: string; status: PaymentStatus } | null> {
  const { rows } = await db.execute<{ order_id: string; status: PaymentStatus }>(sql`
    update payments
    set status = case when status = 'pending' then ${status} else status end,
        notified = true, updated_at = now()
    where id = ${paymentId}
    returning order_id, status`);
  const row = rows[0];
  return row ? { orderId: row.order_id, status: row.status } : null;
}

export interface PayableOrder {
  status: string;
  shoppingCartId: string | null;
  total: Cents | null;
  merchant: string;
  hasSucceededPayment: boolean;
  /** Whether the order's holds ran out, by the database clock. */
  holdsExpired: boolean;
}

/** What starting a payment needs to know about an order of a platform. */
export async function findPayableOrder(
  db: Database,
  orderId: string,
  platform: string,
): Promise<PayableOrder | null> {
  const { rows } = await db.execute<{
    status: string;
    shopping_cart_id: string | null;
    total_cents: number | null;
    merchant: string;
    paid: boolean;
    holds_expired: boolean;
  }>(sql`
    select o.status, o.shopping_cart_id, o.total_cents, p.name as merchant,
      exists (select 1 from payments where order_id = o.id and status = 'succeeded') as paid,
      coalesce(o.holds_expire_at <= now(), false) as holds_expired
    from orders o join platforms p on p.code = o.platform
    where o.id = ${orderId} and o.platform = ${platform}`);
  const row = rows[0];
  if (!row) return null;
  return {
    status: row.status,
    shoppingCartId: row.shopping_cart_id,
    total: row.total_cents as Cents | null,
    merchant: row.merchant,
    hasSucceededPayment: row.paid,
    holdsExpired: row.holds_expired,
  };
}

export async function setOrderLanguage(db: Database, orderId: string, language: Language) {
  await db.execute(sql`update orders set language = ${language} where id = ${orderId}`);
}

/** The cart a payment pays for, as the order stands now. */
export async function cartOfOrder(
  db: Database,
  orderId: string,
): Promise<{ orderId: string; shoppingCartId: string | null } | null> {
  const { rows } = await db.execute<{ id: string; shopping_cart_id: string | null }>(
    sql`select id, shopping_cart_id from orders where id = ${orderId}`,
  );
  const row = rows[0];
  return row ? { orderId: row.id, shoppingCartId: row.shopping_cart_id } : null;
}
