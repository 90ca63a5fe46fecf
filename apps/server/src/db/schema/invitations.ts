import { sql } from 'drizzle-orm';
import {
  check,
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
 * A fellow traveller the main contact of a paid park-hotel stay invited (checkout-and-account.md
 * §1 and §3, decision 32): who they are, the room they sleep in, and the secret of their link,
 * kept as its SHA-256 only. Their e-mail is the mail message of event `invitation:<id>`, whose
 * delivery gives the invitation's status.
 */
export const invitedTravellers = pgTable(
  'invited_travellers',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    participant: text('participant').notNull(),
    /** Their place among the group's travellers of their age band: which tickets are theirs. */
    ticketRank: integer('ticket_rank').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** The room of the stay's solution they sleep in (a room allocation entry). */
    solutionIndex: integer('solution_index').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invited_travellers_order').on(t.orderId),
    // The same traveller invited twice is one invitation, and one e-mail.
    uniqueIndex('invited_travellers_person').on(
      t.orderId,
      sql`lower(${t.email})`,
      sql`lower(${t.firstName})`,
      sql`lower(${t.lastName})`,
    ),
    uniqueIndex('invited_travellers_rank').on(t.orderId, t.participant, t.ticketRank),
    check('invited_travellers_participant', sql`${t.participant} in ('adult', 'child', 'baby')`),
    check('invited_travellers_room', sql`${t.solutionIndex} >= 0`),
    check('invited_travellers_rank_positive', sql`${t.ticketRank} >= 1`),
  ],
);

/** The room of the stay the main contact sleeps in, once they chose one (the first until then). */
export const mainContactRooms = pgTable(
  'main_contact_rooms',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    solutionIndex: integer('solution_index').notNull(),
  },
  (t) => [check('main_contact_rooms_room', sql`${t.solutionIndex} >= 0`)],
);
