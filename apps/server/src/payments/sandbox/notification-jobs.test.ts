import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cartFor, openDays, orderStatus, query } from '../../orders/order-flow-fixture.ts';
import {
  describeEachDatabase,
  startAppOn,
  TEST_PAYMENT_SECRET,
  type TestContext,
} from '../../test/test-app.ts';
import { payByCard, startPayment } from '../payment-fixture.ts';
import { SIGNATURE_HEADER } from './notification-sender.ts';
import { checkNotificationSignature } from './signature.ts';

describeEachDatabase('sandbox notifications as jobs', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });
  const day = (index: number) => days[index] as string;

  /** Another server process sharing the database, delivering jobs through `post`. */
  async function worker(
    post: (url: string, body: string, headers: Record<string, string>) => Promise<boolean>,
  ) {
    return startAppOn(context().database, { workers: true, postNotification: post });
  }

  /** Posts to the app that took the card, as the merchant's public endpoint would receive it. */
  const toMerchant =
    (merchant: TestContext) =>
    async (url: string, body: string, headers: Record<string, string>) => {
      const response = await merchant.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers,
        payload: body,
      });
      return response.statusCode < 300;
    };

  async function paidCard(date: string) {
    const cart = await cartFor(context(), date);
    const payment = await startPayment(context(), cart);
    await payByCard(context(), payment.redirectUrl);
    return { ...cart, paymentId: payment.paymentId as string };
  }

  it('delivers a signed, timestamped notification through another process after the one that took the card stopped', async () => {
    const paid = await paidCard(day(0));
    // The process that took the card is gone before delivering: its job waits in the database.
    expect(await orderStatus(context(), paid.orderId)).toBe('cart');
    const headers: Array<Record<string, string>> = [];
    const other = await worker(async (url, body, sent) => {
      headers.push(sent);
      expect(
        checkNotificationSignature(
          TEST_PAYMENT_SECRET,
          body,
          sent[SIGNATURE_HEADER],
          Math.floor(Date.now() / 1000),
        ),
      ).toBe('valid');
      return toMerchant(context())(url, body, sent);
    });
    try {
      await expect
        .poll(() => orderStatus(context(), paid.orderId), { timeout: 10_000 })
        .toBe('paid');
    } finally {
      await other.app.close();
    }
    expect(headers).toHaveLength(1);
    const [row] = await query(
      context(),
      sql`select notified from payments where id = ${paid.paymentId}`,
    );
    expect(row).toEqual({ notified: true });
  });

  it('retries with growing delays while the merchant is down, until it acknowledges', async () => {
    const paid = await paidCard(day(1));
    const attempts: string[] = [];
    const other = await worker(async (url, body, sent) => {
      attempts.push(url);
      if (attempts.length <= 2) return false;
      return toMerchant(context())(url, body, sent);
    });
    const notificationJob = async () => {
      const [job] = await query(
        context(),
        sql`select retry_count, retry_limit, retry_backoff, state from pgboss.job
            where name = 'sandbox-notification' and data->>'body' like ${`%${paid.paymentId}%`}`,
      );
      return job;
    };
    try {
      await expect
        .poll(() => orderStatus(context(), paid.orderId), { timeout: 20_000 })
        .toBe('paid');
      // The queue records the job as done just after its handler returned.
      await expect.poll(async () => (await notificationJob())?.state).toBe('completed');
    } finally {
      await other.app.close();
    }
    expect(attempts).toHaveLength(3);
    const job = await notificationJob();
    expect(job).toEqual({
      retry_count: 2,
      retry_limit: 12,
      retry_backoff: true,
      state: 'completed',
    });
  });
});
