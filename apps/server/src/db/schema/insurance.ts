import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * An insured order's policy as we know it (decision 27): written `pending` in the transaction that
 * marks the order paid, `subscribed` with the insurer's policy id once its job has bought it, or
 * `refused` when the insurer will not. A refund of the order asks for its cancellation
 * (`requested`), which its own job makes with the insurer (`done`).
 */
export const orderInsurancePolicies = pgTable(
  'order_insurance_policies',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The insurance line the buyer paid, as the order's INS line priced it. */
    premiumCents: integer('premium_cents').notNull(),
    status: text('status').notNull().default('pending'),
    policyId: text('policy_id'),
    cancellation: text('cancellation'),
    /** Calls to the insurer that failed, and the last reason, for whoever watches the jobs. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'order_insurance_policies_status',
      sql`${t.status} in ('pending', 'subscribed', 'refused')`,
    ),
    check(
      'order_insurance_policies_subscribed',
      sql`(${t.status} = 'subscribed') = (${t.policyId} is not null)`,
    ),
    check('order_insurance_policies_cancellation', sql`${t.cancellation} in ('requested', 'done')`),
  ],
);

/**
 * The built-in sandbox insurer's own book of policies (decision 27). Like the sandbox card
 * processor it keeps its side in our database, so that every server process answers for every
 * policy; `idempotency_key` makes a repeated subscription return the policy it made already.
 */
export const sandboxInsurancePolicies = pgTable(
  'sandbox_insurance_policies',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The merchant's reference of what is insured: our order id. */
    orderReference: text('order_reference').notNull(),
    premiumCents: integer('premium_cents').notNull(),
    insuredCents: integer('insured_cents').notNull(),
    groupLength: integer('group_length').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('sandbox_insurance_policies_order').on(t.orderReference),
    check('sandbox_insurance_policies_status', sql`${t.status} in ('active', 'cancelled')`),
  ],
);
