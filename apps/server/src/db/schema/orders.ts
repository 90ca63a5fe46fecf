import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** An order from `initOrder` to payment. `basket` is the re-priced basket the server saved. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    shortId: text('short_id').notNull().unique(),
    platform: text('platform').notNull(),
    status: text('status').notNull().default('draft'),
    language: text('language').notNull().default('fr'),
    basket: jsonb('basket'),
    totalCents: integer('total_cents'),
    shoppingCartId: uuid('shopping_cart_id').unique(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Where the tickets go when they are posted (readings.md §16); null for e-mailed tickets. */
    postalAddress: jsonb('postal_address'),
    holdsExpireAt: timestamp('holds_expire_at', { withTimezone: true }),
    /** How many times the visitor kept the held selection another 15 minutes (readings.md §15). */
    holdRenewals: integer('hold_renewals').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why a cart was cancelled after payment (its places were gone and the payment refunded). */
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    check('orders_status', sql`${t.status} in ('draft', 'cart', 'paid', 'cancelled')`),
    // A customer's orders are the paid ones under their verified e-mail (decision 22).
    index('orders_paid_email').on(sql`lower(${t.email})`).where(sql`${t.status} = 'paid'`),
  ],
);

/** A priced line of a saved basket. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    date: date('date', { mode: 'string' }),
    adults: integer('adults').notNull().default(0),
    children: integer('children').notNull().default(0),
    quantity: integer('quantity').notNull(),
    adultUnitCents: integer('adult_unit_cents').notNull().default(0),
    childUnitCents: integer('child_unit_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [index('order_lines_order').on(t.orderId)],
);
