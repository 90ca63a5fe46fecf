import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
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
 * Everything a basket can hold is a stock row (DESIGN.md, stock holds): a park day, a show seat
 * category, a pass. `sold` only grows when an order is confirmed.
 */
export const stock = pgTable(
  'stock',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platform: text('platform').notNull(),
    product: text('product').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    session: text('session').notNull().default(''),
    category: text('category').notNull().default(''),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    uniqueIndex('stock_key').on(t.platform, t.product, t.date, t.session, t.category),
    check('stock_sold_within_capacity', sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`),
  ],
);

/** Places held for an order; they count against stock until `expires_at` (database clock). */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stock.id),
    service: text('service').notNull(),
    holdKey: text('hold_key').notNull(),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stock_holds_stock').on(t.stockId, t.expiresAt),
    index('stock_holds_order').on(t.orderId),
    check('stock_holds_quantity', sql`${t.quantity} > 0`),
  ],
);
