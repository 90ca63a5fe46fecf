import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------- catalogue

/** A country platform with its configuration (features, disabled offer lists). */
export const platforms = pgTable('platforms', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  config: jsonb('config').notNull(),
});

/** One row per calendar day a park is open, with its season tier and hours. */
export const parkDays = pgTable(
  'park_days',
  {
    platform: text('platform')
      .notNull()
      .references(() => platforms.code),
    date: date('date', { mode: 'string' }).notNull(),
    season: text('season').notNull(),
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.date] })],
);

/** A night show session. */
export const showSessions = pgTable(
  'show_sessions',
  {
    platform: text('platform')
      .notNull()
      .references(() => platforms.code),
    date: date('date', { mode: 'string' }).notNull(),
    startsAt: text('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.date] })],
);

/** A sellable product: offers, passes, the flexible rate. Texts are per language. */
export const offers = pgTable(
  'offers',
  {
    platform: text('platform')
      .notNull()
      .references(() => platforms.code),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    tags: text('tags').array().notNull(),
    durationDays: integer('duration_days').notNull(),
    nights: integer('nights').notNull().default(0),
    position: integer('position').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    media: jsonb('media').$type<{ desktop: string; mobile: string }>(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.code] })],
);

/** Unit prices of a product per season tier (and seat category for the show). */
export const prices = pgTable(
  'prices',
  {
    platform: text('platform').notNull(),
    offerCode: text('offer_code').notNull(),
    season: text('season').notNull(),
    seating: text('seating').notNull().default(''),
    adultCents: integer('adult_cents').notNull(),
    childCents: integer('child_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.offerCode, t.season, t.seating] })],
);

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

// ---------------------------------------------------------------- orders

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
    holdsExpireAt: timestamp('holds_expire_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Why a cart was cancelled after payment (its places were gone and the payment refunded). */
    cancelReason: text('cancel_reason'),
  },
  (t) => [check('orders_status', sql`${t.status} in ('draft', 'cart', 'paid', 'cancelled')`)],
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

// ---------------------------------------------------------------- abuse

/**
 * Requests counted per key (an action and a client address, or an order) and fixed window, so
 * that a limit holds across every server process sharing the database.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
