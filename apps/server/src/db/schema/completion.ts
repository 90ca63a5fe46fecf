import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './identity.ts';
import { orders } from './orders.ts';

/**
 * A completion order (issue 10, completion mode): an order of extras a customer adds to one of
 * their paid orders. It runs the usual order flow (holds, cart, payment) for the new lines only;
 * once paid, its lines belong to the parent's visit.
 */
export const completionOrders = pgTable(
  'completion_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    parentOrderId: uuid('parent_order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('completion_orders_parent').on(t.parentOrderId),
    check('completion_orders_not_self', sql`${t.orderId} <> ${t.parentOrderId}`),
  ],
);

/** Each change of a flexible-rate visit's day, as the customer made it from the account. */
export const visitDateChanges = pgTable(
  'visit_date_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visit_date_changes_order').on(t.orderId)],
);
