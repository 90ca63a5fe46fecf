import { sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { createMailQueue } from '../mail/mail-queue.ts';
import { CUSTOMER, openDays, query } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase, startAppOn } from '../test/test-app.ts';
import { cartWithPayment, paidOrder, settle } from './documents-fixture.ts';
import { queueOrderConfirmation } from './queue-confirmation.ts';

describeEachDatabase('the order confirmation e-mail', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });
  const day = (index: number) => days[index] as string;
  const services = () => ({
    db: context().database.db,
    mail: createMailQueue(context().jobs),
    origin: () => 'https://billets.example',
  });
  const messagesOf = (orderId: string) =>
    query<{ recipient: string; language: string; template: string; data: Record<string, unknown> }>(
      context(),
      sql`select recipient, language, template, data from mail_messages
          where event_key = ${`order-confirmation:${orderId}`}`,
    );

  it('is queued once however often its job runs, with the order, its total and its links', async () => {
    const order = await paidOrder(context(), { date: day(0), language: 'fr' });
    await queueOrderConfirmation(services(), order.orderId);
    await Promise.all([
      queueOrderConfirmation(services(), order.orderId),
      queueOrderConfirmation(services(), order.orderId),
    ]);

    const messages = await messagesOf(order.orderId);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      recipient: 'ada@example.org',
      language: 'fr',
      template: 'order-confirmation',
      data: {
        firstName: 'Ada',
        shortOrderId: order.shortOrderId,
        total: order.total,
        delivery: 'email',
        ticketsUrl: `https://billets.example/api/documents/${order.token}/tickets.pdf`,
        invoiceUrl: `https://billets.example/api/documents/${order.token}/invoice.pdf`,
      },
    });
    expect(messages[0]?.data.lines).toEqual([
      expect.objectContaining({ quantity: 3, total: order.total }),
    ]);
  });

  it('promises the post when the tickets go by post (readings.md 16)', async () => {
    const order = await paidOrder(context(), {
      date: day(1),
      language: 'en',
      contents: { sendingMethod: 'courrier' },
      customer: {
        ...CUSTOMER,
        postalAddress: {
          streetAddress: '4 allée des Chênes',
          zipCode: '85000',
          city: 'La Roche-sur-Yon',
          country: 'FR',
        },
      },
    });
    await queueOrderConfirmation(services(), order.orderId);
    const [message] = await messagesOf(order.orderId);
    expect(message?.data).toMatchObject({ delivery: 'post' });
    expect(message?.data.lines).toContainEqual(
      expect.objectContaining({ label: 'Tickets sent by post', quantity: 1 }),
    );
  });

  it('reaches the mailbox from the payment alone, through the jobs of any process', async () => {
    const cart = await cartWithPayment(context(), { date: day(2) });
    expect(await settle(context(), cart)).toBe('paid');
    // This app runs no jobs: the order's jobs wait in the database for any process that does.
    const worker = await startAppOn(context().database, { workers: true });
    try {
      await vi.waitFor(
        async () => {
          const [sent] = await query<{ status: string; subject: string }>(
            context(),
            sql`select status, subject from mail_messages
                where event_key = ${`order-confirmation:${cart.orderId}`}`,
          );
          expect(sent).toEqual({
            status: 'sent',
            subject: `Your order ${cart.shortOrderId} is confirmed`,
          });
        },
        { timeout: 20_000, interval: 250 },
      );
    } finally {
      await worker.app.close();
    }
  });
});
