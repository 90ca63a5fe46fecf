import { verify } from 'node:crypto';
import { readTicketCode } from '@sesame/domain/documents/ticket-code';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { DOCUMENTED_TICKET_SIGNING_KEY } from '../env.ts';
import { activeAccount, signIn } from '../identity/identity-test-fixture.ts';
import { initOrder, openDays, query } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { download, paidOrder } from './documents-fixture.ts';
import { readPdf } from './pdf-fixture.ts';
import { ticketSigner } from './ticket-signer.ts';

const CODE = /S1\.[0-9A-Z]+\.\d+\.[0-9A-Z-]+\.(?:\d{8}|-)\.[AC]\.[A-Za-z0-9_-]{86}/;

describeEachDatabase('the files of a paid order', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });
  const day = (index: number) => days[index] as string;

  it('lists the tickets and the invoice for whoever holds the order secret', async () => {
    const order = await paidOrder(context(), { date: day(0) });
    const response = await download(context(), `/api/files?orderId=${order.orderId}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const files =
      response.json<Array<{ Key: string; Url: string; ETag: string; LastModified: string }>>();
    const base = `/api/documents/${order.token}`;
    expect(files.map(({ Key, Url }) => [Key, Url])).toEqual([
      [`order/${order.orderId}/tickets.pdf`, `${base}/tickets.pdf`],
      [`order/${order.orderId}/ticket-1.pdf`, `${base}/tickets/1.pdf`],
      [`order/${order.orderId}/ticket-2.pdf`, `${base}/tickets/2.pdf`],
      [`order/${order.orderId}/ticket-3.pdf`, `${base}/tickets/3.pdf`],
      [`order/${order.orderId}/facture-${order.invoiceNumber}.pdf`, `${base}/invoice.pdf`],
    ]);
    expect(new Set(files.map((file) => file.ETag)).size).toBe(5);
    expect(files[0]?.LastModified).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = await download(context(), `/api/files?orderId=${order.orderId}`);
    expect(again.json()).toEqual(files);
  });

  it('draws every ticket of the order, each with a code the published key verifies', async () => {
    const order = await paidOrder(context(), { date: day(1) });
    const response = await download(context(), `/api/documents/${order.token}/tickets.pdf`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="tickets-${order.shortOrderId}.pdf"`,
    );
    const { pages } = await readPdf(response.rawPayload);
    expect(pages).toHaveLength(3);
    const [line] = await query<{ label: string }>(
      context(),
      sql`select label from order_lines where order_id = ${order.orderId} and kind = 'ticket'`,
    );
    const key = (await download(context(), '/api/tickets/public-key')).json<{
      publicKey: string;
    }>();
    const gate = (payload: Uint8Array, signature: Uint8Array) =>
      verify(null, payload, key.publicKey, signature);
    const read = pages.map((page) => {
      expect(page.texts).toContain('Les Terres de Légende');
      expect(page.texts).toContain(line?.label);
      expect(page.texts).toContain(`Order ${order.shortOrderId}`);
      return readTicketCode(CODE.exec(page.texts.join(''))?.[0] ?? '', gate);
    });
    expect(read).toEqual(
      (['adult', 'adult', 'child'] as const).map((visitor, index) => ({
        shortOrderId: order.shortOrderId,
        ticketNumber: index + 1,
        product: 'FR-D1',
        date: day(1),
        visitor,
      })),
    );
    expect(key.publicKey).toBe(ticketSigner(DOCUMENTED_TICKET_SIGNING_KEY).publicKeyPem);
  });

  it('draws one ticket alone, and the invoice with its number, buyer and total', async () => {
    const order = await paidOrder(context(), { date: day(2), language: 'fr' });
    const one = await download(context(), `/api/documents/${order.token}/tickets/3.pdf`);
    const { pages } = await readPdf(one.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.texts).toEqual(expect.arrayContaining(['Billet 3 sur 3', 'Enfant']));

    const invoice = await download(context(), `/api/documents/${order.token}/invoice.pdf`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-disposition']).toBe(
      `inline; filename="invoice-${order.invoiceNumber}.pdf"`,
    );
    const texts = (await readPdf(invoice.rawPayload)).pages
      .flatMap((page) => page.texts)
      .map((text) => text.replaceAll('\u00a0', ' '));
    const total = `${(order.total / 100).toFixed(2).replace('.', ',')} €`;
    expect(texts).toEqual(
      expect.arrayContaining([
        `Facture ${order.invoiceNumber}`,
        `Commande ${order.shortOrderId}`,
        'Les Terres de Légende SAS',
        'Ada Lovelace',
        'ada@example.org',
        `Total TTC  ${total}`,
      ]),
    );
  });

  it('gives nobody else anything: other secrets, unpaid orders and made-up ids are one 404', async () => {
    const mine = await paidOrder(context(), { date: day(3) });
    const theirs = await paidOrder(context(), { date: day(3) });
    const unpaid = await initOrder(context());
    const made = 'A'.repeat(43);
    const refused = [
      `/api/files?orderId=${unpaid.orderId}`,
      '/api/files?orderId=00000000-0000-4000-8000-000000000000',
      '/api/files?orderId=not-a-uuid',
      `/api/files?orderId=${mine.token}`,
      '/api/files',
      `/api/documents/${made}/tickets.pdf`,
      `/api/documents/${made}/invoice.pdf`,
      `/api/documents/${mine.orderId}/invoice.pdf`,
      `/api/documents/${mine.token.slice(0, 42)}/invoice.pdf`,
      `/api/documents/${mine.token}/tickets/4.pdf`,
      `/api/documents/${mine.token}/tickets/0.pdf`,
      `/api/documents/${mine.token}/tickets/01.pdf`,
    ];
    const answers = await Promise.all(refused.map((url) => download(context(), url)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({
        code: 'ORDER_NOT_FOUND',
        message: expect.any(String),
      });
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);

    // Each secret opens its own order's files only.
    const mineList = (await download(context(), `/api/files?orderId=${mine.orderId}`)).json<
      Array<{ Url: string }>
    >();
    expect(mineList.every((file) => file.Url.includes(mine.token))).toBe(true);
    expect(JSON.stringify(mineList)).not.toContain(theirs.token);
    const theirInvoice = await download(context(), `/api/documents/${theirs.token}/invoice.pdf`);
    const texts = (await readPdf(theirInvoice.rawPayload)).pages.flatMap((page) => page.texts);
    expect(texts).toContain(`Invoice ${theirs.invoiceNumber}`);
    expect(texts.join('\n')).not.toContain(mine.invoiceNumber);
    expect(texts.join('\n')).not.toContain(mine.shortOrderId);
  });

  it("lists a signed-in customer's own orders, guest orders under their e-mail included", async () => {
    const email = await activeAccount(context());
    const session = await signIn(context(), email);
    const customer = { email: email.toUpperCase(), firstName: 'Jeanne', lastName: 'Darc' };
    const first = await paidOrder(context(), { date: day(4), customer });
    const second = await paidOrder(context(), { date: day(4), customer: { ...customer, email } });
    const someoneElse = await paidOrder(context(), { date: day(4) });

    const response = await download(context(), '/api/files', {
      authorization: `Bearer ${session.accessToken}`,
    });
    expect(response.statusCode).toBe(200);
    const keys = response.json<Array<{ Key: string }>>().map((file) => file.Key);
    expect(keys.filter((key) => key.includes('facture'))).toEqual([
      `order/${first.orderId}/facture-${first.invoiceNumber}.pdf`,
      `order/${second.orderId}/facture-${second.invoiceNumber}.pdf`,
    ]);
    expect(keys.some((key) => key.includes(someoneElse.orderId))).toBe(false);
    // The bearer names whose files: an order secret beside it opens nothing more.
    const withSecret = await download(context(), `/api/files?orderId=${someoneElse.orderId}`, {
      authorization: `Bearer ${session.accessToken}`,
    });
    expect(withSecret.json()).toEqual(response.json());
  });

  it('refuses a bearer token that is not a valid access token', async () => {
    const order = await paidOrder(context(), { date: day(5) });
    const email = await activeAccount(context());
    const session = await signIn(context(), email);
    for (const authorization of [
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      // An ID token is no access token (issue 9, the JWT matrix).
      `Bearer ${session.idToken}`,
      'Basic YWRhOmxvdmVsYWNl',
    ]) {
      const response = await download(context(), `/api/files?orderId=${order.orderId}`, {
        authorization,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});
