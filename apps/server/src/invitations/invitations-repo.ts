import type { AgeBand } from '@sesame/domain/booking/visitors';
import type { Language } from '@sesame/domain/i18n/language';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';

/** A paid order as its main contact's invitations read it. */
export interface ContactsOrder {
  id: string;
  shortId: string;
  platform: string;
  language: Language;
  /** The basket the server saved (orders-repo.ts StoredBasket's `request`). */
  basketRequest: unknown;
  firstName: string;
  lastName: string;
}

type ContactsOrderRecord = {
  id: string;
  short_id: string;
  platform: string;
  language: Language;
  request: unknown;
  first_name: string;
  last_name: string;
};

const toContactsOrder = (row: ContactsOrderRecord | undefined): ContactsOrder | null =>
  row
    ? {
        id: row.id,
        shortId: row.short_id,
        platform: row.platform,
        language: row.language,
        basketRequest: row.request,
        firstName: row.first_name,
        lastName: row.last_name,
      }
    : null;

/**
 * The paid order `orderId` of the platform when the customer is its main contact: it was paid
 * under the account's e-mail, once verified (decision 22, the account's own orders). `lock` takes
 * the order's row lock first, as every transaction that changes an order does (orders-repo.ts).
 */
export async function mainContactOrder(
  db: Executor,
  query: { orderId: string; customerId: string; platform: string; lock?: boolean },
): Promise<ContactsOrder | null> {
  const { rows } = await db.execute<ContactsOrderRecord>(sql`
    select o.id, o.short_id, o.platform, o.language, o.basket -> 'request' as request,
      o.first_name, o.last_name
    from orders o
    join customers c on lower(c.email) = lower(o.email) and c.activated_at is not null
    where o.id = ${query.orderId} and c.id = ${query.customerId} and o.status = 'paid'
      and o.platform = ${query.platform}
    ${query.lock ? sql`for no key update of o` : sql``}`);
  return toContactsOrder(rows[0]);
}

export interface TravellerRow {
  id: string;
  participant: AgeBand;
  ticketRank: number;
  firstName: string;
  lastName: string;
  email: string;
  solutionIndex: number;
  /** Its e-mail's delivery (decision 22): sent, and the last attempt's error while not sent. */
  mailSent: boolean;
  mailError: string | null;
}

type TravellerRecord = {
  id: string;
  participant: AgeBand;
  ticket_rank: number;
  first_name: string;
  last_name: string;
  email: string;
  solution_index: number;
  mail_sent: boolean | null;
  mail_error: string | null;
};

const toTraveller = (row: TravellerRecord): TravellerRow => ({
  id: row.id,
  participant: row.participant,
  ticketRank: row.ticket_rank,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  solutionIndex: row.solution_index,
  mailSent: row.mail_sent ?? false,
  mailError: row.mail_error,
});

const travellerColumns = sql`t.id, t.participant, t.ticket_rank, t.first_name, t.last_name,
  t.email, t.solution_index, m.status = 'sent' as mail_sent, m.last_error as mail_error`;

/** The event key of a traveller's invitation e-mail: one message per invitation, ever. */
export const invitationEventKey = (travellerId: string) => `invitation:${travellerId}`;

/** The travellers the order's main contact invited, first invited first. */
export async function travellersOfOrder(db: Executor, orderId: string): Promise<TravellerRow[]> {
  const { rows } = await db.execute<TravellerRecord>(sql`
    select ${travellerColumns}
    from invited_travellers t
    left join mail_messages m on m.event_key = 'invitation:' || t.id::text
    where t.order_id = ${orderId}
    order by t.created_at, t.id`);
  return rows.map(toTraveller);
}

/** The room the main contact chose; null until they chose one. */
export async function mainContactRoom(db: Executor, orderId: string): Promise<number | null> {
  const { rows } = await db.execute<{ solution_index: number }>(
    sql`select solution_index from main_contact_rooms where order_id = ${orderId}`,
  );
  return rows[0]?.solution_index ?? null;
}

export async function insertTraveller(
  tx: Executor,
  traveller: Omit<TravellerRow, 'mailSent' | 'mailError'> & { orderId: string; tokenHash: string },
): Promise<void> {
  await tx.execute(sql`
    insert into invited_travellers (id, order_id, participant, ticket_rank, first_name, last_name,
      email, solution_index, token_hash)
    values (${traveller.id}, ${traveller.orderId}, ${traveller.participant},
      ${traveller.ticketRank}, ${traveller.firstName}, ${traveller.lastName}, ${traveller.email},
      ${traveller.solutionIndex}, ${traveller.tokenHash})`);
}

export async function setTravellerRoom(
  tx: Executor,
  place: { orderId: string; travellerId: string; solutionIndex: number },
): Promise<void> {
  await tx.execute(sql`
    update invited_travellers set solution_index = ${place.solutionIndex}
    where id = ${place.travellerId} and order_id = ${place.orderId}`);
}

export async function setMainContactRoom(
  tx: Executor,
  place: { orderId: string; solutionIndex: number },
): Promise<void> {
  await tx.execute(sql`
    insert into main_contact_rooms (order_id, solution_index)
    values (${place.orderId}, ${place.solutionIndex})
    on conflict (order_id) do update set solution_index = excluded.solution_index`);
}

/** An invited traveller and the order they were invited to, by their link's secret. */
export interface InvitationRow {
  traveller: TravellerRow;
  orderId: string;
  platform: string;
  basketRequest: unknown;
}

/** The invitation a link's secret (its SHA-256) opens, while its order stays paid. */
export async function invitationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<InvitationRow | null> {
  const { rows } = await db.execute<
    TravellerRecord & { order_id: string; platform: string; request: unknown }
  >(sql`
    select ${travellerColumns}, o.id as order_id, o.platform, o.basket -> 'request' as request
    from invited_travellers t
    join orders o on o.id = t.order_id and o.status = 'paid'
    left join mail_messages m on m.event_key = 'invitation:' || t.id::text
    where t.token_hash = ${tokenHash}`);
  const row = rows[0];
  return row
    ? {
        traveller: toTraveller(row),
        orderId: row.order_id,
        platform: row.platform,
        basketRequest: row.request,
      }
    : null;
}

/**
 * Account erasure (checkout-and-account.md §4): the travellers a deleted customer invited to
 * their orders, their room choices and the invitation e-mails, which name the customer. Runs
 * while the orders still carry the customer's e-mail.
 */
export async function forgetInvitations(tx: Executor, subject: { email: string }): Promise<void> {
  const orders = sql`select id from orders where lower(email) = lower(${subject.email})`;
  await tx.execute(sql`
    delete from mail_messages where event_key in (
      select 'invitation:' || t.id::text from invited_travellers t where t.order_id in (${orders}))`);
  await tx.execute(sql`delete from invited_travellers where order_id in (${orders})`);
  await tx.execute(sql`delete from main_contact_rooms where order_id in (${orders})`);
}
