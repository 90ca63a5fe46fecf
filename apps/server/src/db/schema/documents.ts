import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * The last invoice number given per platform and year (decision 23). Taken by an upsert in the
 * transaction that marks the order paid: the row stays locked until that commit, and a rollback
 * gives the number back, so numbers have no gap.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    platform: text('platform').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.year] }),
    check('invoice_counters_last', sql`${t.last} >= 1`),
  ],
);

/**
 * What a paid order's documents are made of, written once when it is paid: the invoice's number
 * and buyer, and the secret of the guest's download links (issue 9). The PDFs are drawn from these
 * rows and the order's lines on each download, so nothing else needs storing.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 256 random bits, in the links of the confirmation page and e-mail: the files only. */
    accessToken: text('access_token').notNull().unique(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    invoicePlatform: text('invoice_platform').notNull(),
    invoiceYear: integer('invoice_year').notNull(),
    invoiceSequence: integer('invoice_sequence').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('order_documents_sequence').on(t.invoicePlatform, t.invoiceYear, t.invoiceSequence),
  ],
);

/** One ticket per visitor and product of a paid order; its QR code is signed when drawn. */
export const tickets = pgTable(
  'tickets',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    product: text('product').notNull(),
    label: text('label').notNull(),
    date: date('date', { mode: 'string' }),
    /** Start of the night show session (HH:mm) for a show ticket. */
    session: text('session'),
    visitor: text('visitor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.number] }),
    check('tickets_visitor', sql`${t.visitor} in ('adult', 'child')`),
  ],
);
