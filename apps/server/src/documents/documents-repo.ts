import type { OrderTicket } from '@sesame/domain/documents/order-tickets';
import type { VisitorKind } from '@sesame/domain/documents/ticket-code';
import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { sql } from 'drizzle-orm';
import { type Executor, isoInstant } from '../db/executor.ts';

/** The time zone whose calendar year an invoice belongs to. */
const INVOICE_TIME_ZONES: Record<PlatformCode, string> = {
  fr: 'Europe/Paris',
  es: 'Europe/Madrid',
};

/**
 * The next invoice sequence of the platform for the current year (database clock), taken in the
 * caller's transaction: the counter row stays locked until it commits, and a rollback gives the
 * number back (decision 23). Run it last in that transaction, to hold the lock briefly.
 */
export async function takeInvoiceSequence(
  tx: Executor,
  platform: PlatformCode,
): Promise<{ year: number; sequence: number }> {
  const { rows } = await tx.execute<{ year: number; last: number }>(sql`
    insert into invoice_counters (platform, year, last)
    values (${platform},
            extract(year from now() at time zone ${INVOICE_TIME_ZONES[platform]})::int, 1)
    on conflict (platform, year) do update set last = invoice_counters.last + 1
    returning year, last`);
  const row = rows[0];
  if (!row) throw new Error('The invoice counter returned no row');
  return { year: row.year, sequence: row.last };
}

/** The start time of the night show session among the stock rows an order took, if any. */
export async function showSession(
  tx: Executor,
  stockIds: readonly number[],
): Promise<string | null> {
  if (stockIds.length === 0) return null;
  const { rows } = await tx.execute<{ session: string }>(sql`
    select session from stock
    where id in (${sql.join(
      stockIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and session <> ''
    order by date, session limit 1`);
  return rows[0]?.session ?? null;
}

export async function insertTickets(
  tx: Executor,
  orderId: string,
  tickets: readonly (OrderTicket & { session: string | null })[],
): Promise<void> {
  if (tickets.length === 0) return;
  const values = tickets.map(
    (ticket) => sql`(${orderId}, ${ticket.number}, ${ticket.product}, ${ticket.label},
      ${ticket.date}::date, ${ticket.session}, ${ticket.visitor})`,
  );
  await tx.execute(sql`
    insert into tickets (order_id, number, product, label, date, session, visitor)
    values ${sql.join(values, sql`, `)}`);
}

/** The contact the order was paid with (createShoppingCart). */
export async function orderBuyer(
  tx: Executor,
  orderId: string,
): Promise<{ firstName: string; email: string | null }> {
  const { rows } = await tx.execute<{ first_name: string | null; email: string | null }>(
    sql`select first_name, email from orders where id = ${orderId}`,
  );
  return { firstName: rows[0]?.first_name ?? '', email: rows[0]?.email ?? null };
}

/** Records the invoice and the download secret; the buyer is copied from the order as paid. */
export async function insertOrderDocuments(
  tx: Executor,
  documents: {
    orderId: string;
    accessToken: string;
    invoiceNumber: string;
    platform: PlatformCode;
    year: number;
    sequence: number;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into order_documents (order_id, access_token, invoice_number, invoice_platform,
      invoice_year, invoice_sequence, buyer_name, buyer_email)
    select id, ${documents.accessToken}, ${documents.invoiceNumber}, ${documents.platform},
      ${documents.year}, ${documents.sequence},
      trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), coalesce(email, '')
    from orders where id = ${documents.orderId}`);
}

/** What the files of a paid order are drawn from. */
export interface OrderDocuments {
  orderId: string;
  shortOrderId: string;
  platform: PlatformCode;
  language: Language;
  accessToken: string;
  invoiceNumber: string;
  buyerName: string;
  buyerEmail: string;
  /** ISO instant. */
  issuedAt: string;
}

type DocumentsRecord = {
  order_id: string;
  short_id: string;
  platform: PlatformCode;
  language: Language;
  access_token: string;
  invoice_number: string;
  buyer_name: string;
  buyer_email: string;
  issued_at: string;
};

const documentsColumns = sql`d.order_id, o.short_id, o.platform, o.language, d.access_token,
  d.invoice_number, d.buyer_name, d.buyer_email, ${isoInstant(sql`d.issued_at`)} as issued_at`;

function toDocuments(row: DocumentsRecord | undefined): OrderDocuments | null {
  if (!row) return null;
  return {
    orderId: row.order_id,
    shortOrderId: row.short_id,
    platform: row.platform,
    language: row.language,
    accessToken: row.access_token,
    invoiceNumber: row.invoice_number,
    buyerName: row.buyer_name,
    buyerEmail: row.buyer_email,
    issuedAt: row.issued_at,
  };
}

/** The documents a download link's secret opens; null for any other text. */
export async function documentsByToken(
  db: Executor,
  accessToken: string,
): Promise<OrderDocuments | null> {
  const { rows } = await db.execute<DocumentsRecord>(sql`
    select ${documentsColumns} from order_documents d join orders o on o.id = d.order_id
    where d.access_token = ${accessToken} and o.status = 'paid'`);
  return toDocuments(rows[0]);
}

/** The documents of the paid orders among `orderIds` (an order's secret, or a customer's orders). */
export async function documentsOfOrders(
  db: Executor,
  orderIds: readonly string[],
): Promise<OrderDocuments[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await db.execute<DocumentsRecord>(sql`
    select ${documentsColumns} from order_documents d join orders o on o.id = d.order_id
    where d.order_id in (${sql.join(
      orderIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and o.status = 'paid'
    order by d.issued_at, d.order_id`);
  return rows.map((row) => toDocuments(row) as OrderDocuments);
}

export interface TicketRow {
  number: number;
  product: string;
  label: string;
  date: string | null;
  session: string | null;
  visitor: VisitorKind;
}

export async function ticketsOfOrder(db: Executor, orderId: string): Promise<TicketRow[]> {
  const { rows } = await db.execute<TicketRow & Record<string, unknown>>(sql`
    select number, product, label, to_char(date, 'YYYY-MM-DD') as date, session, visitor
    from tickets where order_id = ${orderId} order by number`);
  return rows;
}

/**
 * The documents of a customer's own orders: the paid orders under the customer's e-mail once it
 * is verified (decision 22), guest orders of that address included.
 */
export async function documentsOfCustomer(
  db: Executor,
  customerId: string,
): Promise<OrderDocuments[]> {
  const { rows } = await db.execute<DocumentsRecord>(sql`
    select ${documentsColumns}
    from customers c
    join orders o on lower(o.email) = lower(c.email) and o.status = 'paid'
    join order_documents d on d.order_id = o.id
    where c.id = ${customerId} and c.activated_at is not null
    order by d.issued_at, d.order_id`);
  return rows.map((row) => toDocuments(row) as OrderDocuments);
}
