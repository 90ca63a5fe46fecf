import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail, from the event that asked for it to its delivery (decision 22). `event_key` names
 * the event (`activation:<token>`), so an event queues one message however often it is replayed.
 * Delivered messages keep what was sent: the dev mailbox lists them when no SMTP server is set.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey(),
    eventKey: text('event_key').notNull().unique(),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    template: text('template').notNull(),
    data: jsonb('data').notNull(),
    status: text('status').notNull().default('queued'),
    /** How it left: through SMTP, or into the dev mailbox. */
    transport: text('transport'),
    subject: text('subject'),
    html: text('html'),
    text: text('text'),
    /** Names, types and sizes of the attached files (their bytes are not kept). */
    attachments: jsonb('attachments'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_messages_created').on(t.createdAt),
    check('mail_messages_status', sql`${t.status} in ('queued', 'sent')`),
    check('mail_messages_transport', sql`${t.transport} in ('smtp', 'mailbox')`),
  ],
);
