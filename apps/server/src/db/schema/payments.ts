import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * A card payment through a provider (DESIGN.md, payments). `status` is the provider's word:
 * pending -> succeeded | failed | cancelled, and succeeded -> refunded. `settlement` is ours: what
 * a succeeded payment became (the order it paid, or a refund), set exactly once.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The cart this payment pays for: a payment never pays for another basket. */
    shoppingCartId: uuid('shopping_cart_id'),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    failureCode: text('failure_code'),
    cardLast4: text('card_last4'),
    /** Where the browser enters the card, kept so that a second click reopens the same payment. */
    redirectUrl: text('redirect_url'),
    /** A pending payment past this instant (database clock) is cancelled, never charged. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    notified: boolean('notified').notNull().default(false),
    settlement: text('settlement'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    uniqueIndex('payments_one_open_per_order').on(t.orderId).where(sql`${t.status} = 'pending'`),
    // What reconciliation looks for: succeeded and not yet applied, or a refund still owed.
    index('payments_to_settle')
      .on(t.updatedAt)
      .where(
        sql`(${t.status} = 'succeeded' and ${t.settledAt} is null) or (${t.settlement} = 'refund' and ${t.refundedAt} is null)`,
      ),
    check(
      'payments_status',
      sql`${t.status} in ('pending', 'succeeded', 'failed', 'cancelled', 'refunded')`,
    ),
    check('payments_settlement', sql`${t.settlement} in ('order', 'refund')`),
  ],
);
