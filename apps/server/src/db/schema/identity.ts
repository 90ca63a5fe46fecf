import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A customer of the identity provider (checkout-and-account.md §3, Customer and Profile). The
 * e-mail is unique whatever its case; `activated_at` is set once its owner followed the
 * activation link, and only then is the e-mail verified.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    /** argon2id in its PHC string form (parameters and salt included). */
    passwordHash: text('password_hash').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The language of the site when the account was made: its e-mails are written in it. */
    language: text('language').notNull().default('fr'),
    platform: text('platform').notNull().default('fr'),
    civility: text('civility'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    /** DNI/NIE on the es platform, an identity document number elsewhere. */
    idNumber: text('id_number'),
    /** The phone in E.164 form and the country its code was chosen for. */
    phone: text('phone'),
    phoneCountry: text('phone_country'),
    streetAddress: text('street_address'),
    customAddress: text('custom_address'),
    zipCode: text('zip_code'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    invoiceWanted: boolean('invoice_wanted').notNull().default(false),
    businessName: text('business_name'),
    businessIdentifier: text('business_identifier'),
    businessAddress: text('business_address'),
    stopCommunication: boolean('stop_communication').notNull().default(false),
    /** When the customer asked for the account's deletion (carried out by a job within 24 h). */
    deleteRequestedAt: timestamp('delete_requested_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email').on(sql`lower(${t.email})`),
    check('customers_civility', sql`${t.civility} in ('madam', 'mister', 'unspecified')`),
  ],
);

/**
 * A signed-in session: one family of refresh tokens. Every token of the family after the first
 * replaces the one before; presenting a replaced one again revokes the whole family.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The family ends here whatever its rotations: the customer signs in again. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    index('customer_sessions_customer').on(t.customerId),
    check(
      'customer_sessions_revoke_reason',
      sql`${t.revokeReason} in ('sign-out', 'reuse', 'password-reset', 'password-change')`,
    ),
  ],
);

/** A refresh token of a session, kept as the SHA-256 of its 256 random bits. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => customerSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when it was exchanged for the next token of its family: it is spent. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

/**
 * A single-use link token (account activation, password reset), kept as the SHA-256 of its 256
 * random bits: the database alone cannot be used to activate or reset anything.
 */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('customer_tokens_customer').on(t.customerId, t.purpose),
    check('customer_tokens_purpose', sql`${t.purpose} in ('activation', 'password-reset')`),
  ],
);
