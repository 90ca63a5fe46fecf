import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { inTransaction } from '../db/executor.ts';
import { openDays, query } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase, startAppOn, type TestContext } from '../test/test-app.ts';
import { cartWithPayment, paidOrder, settle } from './documents-fixture.ts';
import { showSession, takeInvoiceSequence } from './documents-repo.ts';
import { ORDER_CONFIRMATION_JOB } from './issue-documents.ts';

describeEachDatabase('documents issued when an order is paid', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });
  const day = (index: number) => days[index] as string;

  const sequences = async (platform: string) =>
    (
      await query<{ sequence: number }>(
        context(),
        sql`select invoice_sequence as sequence from order_documents
            where invoice_platform = ${platform} order by invoice_sequence`,
      )
    ).map((row) => row.sequence);

  it('gives a paid order one ticket per visitor and product, an invoice number and one confirmation job', async () => {
    const cart = await cartWithPayment(context(), { date: day(0) });
    for (let replay = 0; replay < 3; replay += 1) await settle(context(), cart);

    const tickets = await query(
      context(),
      sql`select number, product, to_char(date, 'YYYY-MM-DD') as date, session, visitor
          from tickets where order_id = ${cart.orderId} order by number`,
    );
    expect(tickets).toEqual([
      { number: 1, product: 'FR-D1', date: day(0), session: null, visitor: 'adult' },
      { number: 2, product: 'FR-D1', date: day(0), session: null, visitor: 'adult' },
      { number: 3, product: 'FR-D1', date: day(0), session: null, visitor: 'child' },
    ]);
    const [documents] = await query<Record<string, unknown>>(
      context(),
      sql`select invoice_number, invoice_year, buyer_name, buyer_email,
            length(access_token) as token_length
          from order_documents where order_id = ${cart.orderId}`,
    );
    const year = new Date().getUTCFullYear();
    expect(documents).toMatchObject({
      buyer_name: 'Ada Lovelace',
      buyer_email: 'ada@example.org',
      token_length: 43,
    });
    expect(String(documents?.invoice_number)).toMatch(/^FR-\d{4}-\d{6}$/);
    expect([year, year + 1]).toContain(documents?.invoice_year);
    const jobs = await query<{ count: number }>(
      context(),
      sql`select count(*)::int as count from pgboss.job
          where name = ${ORDER_CONFIRMATION_JOB} and data->>'orderId' = ${cart.orderId}`,
    );
    expect(jobs).toEqual([{ count: 1 }]);
  });

  it('gives nothing to an order whose payment is refunded', async () => {
    const cart = await cartWithPayment(context(), { date: day(1) });
    // Another basket saved after the payment: the payment is for a cart that is gone.
    await query(
      context(),
      sql`update orders set shopping_cart_id = gen_random_uuid() where id = ${cart.orderId}`,
    );
    expect(await settle(context(), cart)).not.toBe('paid');
    const rows = await query(
      context(),
      sql`select 1 from order_documents where order_id = ${cart.orderId}
          union all select 1 from tickets where order_id = ${cart.orderId}`,
    );
    expect(rows).toEqual([]);
  });

  it("prints the show's start on show tickets: the session of the order's seats", async () => {
    const [seat] = await query<{ id: number; session: string }>(
      context(),
      sql`select id::int as id, session from stock
          where platform = 'fr' and session <> '' order by date limit 1`,
    );
    const [park] = await query<{ id: number }>(
      context(),
      sql`select id::int as id from stock where platform = 'fr' and session = '' limit 1`,
    );
    expect(seat?.session).toMatch(/^\d{2}:\d{2}$/);
    const db = context().database.db;
    expect(await showSession(db, [park?.id as number, seat?.id as number])).toBe(seat?.session);
    expect(await showSession(db, [park?.id as number])).toBeNull();
    expect(await showSession(db, [])).toBeNull();
  });

  it('numbers invoices per platform, and a transaction that fails gives its number back', async () => {
    const french = await paidOrder(context(), { date: day(2) });
    // Past the Spanish Christmas season, where only the Christmas ticket is sold.
    const spanishDays = await openDays(context(), 'es', 150);
    const spanish = await paidOrder(context(), {
      date: spanishDays[0] as string,
      platform: 'es',
      language: 'es',
    });
    expect(spanish.invoiceNumber).toMatch(/^ES-\d{4}-000001$/);

    const before = await sequences('fr');
    await expect(
      inTransaction(context().database.db, async (tx) => {
        await takeInvoiceSequence(tx, 'fr');
        throw new Error('the process died before the commit');
      }),
    ).rejects.toThrow('died');
    const next = await paidOrder(context(), { date: day(2) });

    const after = await sequences('fr');
    expect(after).toEqual([...before, before.length + 1]);
    expect(after).toEqual(after.map((_, index) => index + 1));
    expect(next.invoiceNumber.slice(-6)).toBe(String(before.length + 1).padStart(6, '0'));
    expect(french.invoiceNumber).not.toBe(next.invoiceNumber);
  });
});

// PGlite runs one transaction at a time, which would hide a race: PostgreSQL only, with three
// server processes (each its own connection pool) settling at once.
describeEachDatabase('invoice numbers under concurrent settlements', (context) => {
  const apps: TestContext[] = [];
  const pools: Array<{ close(): Promise<void> }> = [];
  beforeAll(async () => {
    const { database } = context();
    if (database.kind !== 'postgres') return;
    apps.push(context());
    for (let i = 0; i < 2; i += 1) {
      const other = await openDatabase({ url: process.env.DATABASE_URL });
      pools.push(other);
      apps.push(await startAppOn(other));
    }
  });
  afterAll(async () => {
    for (const app of apps.slice(1)) await app.app.close();
    for (const pool of pools) await pool.close();
  });

  it('50 orders settled at once on 3 processes get 50 numbers without a gap', {
    timeout: 120_000,
  }, async ({ skip }) => {
    if (context().database.kind !== 'postgres') skip();
    const days = await openDays(context(), 'fr', 20);
    const carts = [];
    for (let batch = 0; batch < 5; batch += 1) {
      carts.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            cartWithPayment(context(), {
              date: days[index % days.length] as string,
              quantity: 1,
              contents: { group: { adults: 1, children: 0, babies: 0 } },
            }),
          ),
        )),
      );
    }
    const outcomes = await Promise.all(
      carts.map((cart, index) => settle(apps[index % apps.length] as TestContext, cart)),
    );
    expect(outcomes).toEqual(Array(50).fill('paid'));

    const numbers = await query<{ invoice_number: string; invoice_sequence: number }>(
      context(),
      sql`select invoice_number, invoice_sequence from order_documents
          where invoice_platform = 'fr' order by invoice_sequence`,
    );
    expect(numbers).toHaveLength(50);
    expect(numbers.map((row) => row.invoice_sequence)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(new Set(numbers.map((row) => row.invoice_number)).size).toBe(50);
    const [counter] = await query<{ last: number }>(
      context(),
      sql`select last from invoice_counters where platform = 'fr'`,
    );
    expect(counter?.last).toBe(50);
  });
});
