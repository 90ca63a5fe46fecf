import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * What the park's back office did to an order (checkout-and-account.md §4): an order booked at the
 * park (ticket office, phone, groups desk) is not shown in the account; an order its staff changed
 * is read-only there. An order without a row was booked on this site and never changed.
 */
export const orderBackOffice = pgTable(
  'order_back_office',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull().default('online'),
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (t) => [check('order_back_office_channel', sql`${t.channel} in ('online', 'park')`)],
);

/**
 * An account erased at its owner's request (§4, §9): no personal data, only when it was asked and
 * done, so that the erasure can be shown to have happened within 24 hours.
 */
export const customerErasures = pgTable('customer_erasures', {
  customerId: uuid('customer_id').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
});
