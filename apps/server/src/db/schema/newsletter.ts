import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One address on the newsletter list (checkout-and-account.md §7), whatever its case: pending
 * until its owner follows the confirmation link (double opt-in), then confirmed until they
 * unsubscribe. Only confirmed addresses may be sent the newsletter.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    status: text('status').notNull(),
    /** The language and platform of the latest sign-up: the newsletter is written in it. */
    language: text('language').notNull(),
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest confirmation e-mail: another is refused for a while after it. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email').on(sql`lower(${t.email})`),
    check(
      'newsletter_subscriptions_status',
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);

/**
 * The proof of a consent (GDPR art. 7(1)), one row per sign-up and never changed but for its
 * confirmation: when, under which notice text, from which page, language and platform.
 */
export const newsletterConsents = pgTable(
  'newsletter_consents',
  {
    id: uuid('id').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    legalBasis: text('legal_basis').notNull(),
    legalBasisExplanation: text('legal_basis_explanation').notNull(),
    noticeVersion: text('notice_version').notNull(),
    sourcePage: text('source_page').notNull(),
    language: text('language').notNull(),
    platform: text('platform').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the address's owner confirmed this consent by the e-mailed link. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('newsletter_consents_subscription').on(t.subscriptionId),
    check('newsletter_consents_legal_basis', sql`${t.legalBasis} = 'CONSENT_WITH_NOTICE'`),
  ],
);

/**
 * A link of a newsletter e-mail, kept as the SHA-256 of its 256 random bits: a confirmation
 * link (single use, expiring, for one consent) or an unsubscribe link (any number of uses,
 * never expiring: every e-mail's link must keep working).
 */
export const newsletterTokens = pgTable(
  'newsletter_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    consentId: uuid('consent_id').references(() => newsletterConsents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('newsletter_tokens_subscription').on(t.subscriptionId, t.purpose),
    check('newsletter_tokens_purpose', sql`${t.purpose} in ('confirm', 'unsubscribe')`),
    check(
      'newsletter_tokens_confirm_fields',
      sql`${t.purpose} = 'unsubscribe' or (${t.consentId} is not null and ${t.expiresAt} is not null)`,
    ),
  ],
);
