import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  cartFor,
  expireHolds,
  holdTickets,
  initOrder,
  openDays,
  orderStatus,
  parkStock,
  query,
  setCapacity,
} from '../orders/order-flow-fixture.ts';
import { describeEachDatabase, startAppOn } from '../test/test-app.ts';
import { payByCard, startPayment } from './payment-fixture.ts';
import { RECONCILIATION_JOB } from './reconcile-payments.ts';

describeEachDatabase('payment reconciliation', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });
  const day = (index: number) => days[index] as string;

  /** A card paid whose notification was lost: its job is gone and nobody came back. */
  async function lostNotification(date: string, options: { lateAfterResale?: boolean } = {}) {
    const cart = await cartFor(context(), date);
    const payment = await startPayment(context(), cart);
    if (options.lateAfterResale) {
      await expireHolds(context(), cart.orderId);
      const other = await initOrder(context());
      await holdTickets(context(), { orderId: other.orderId, date, quantity: 2 });
    }
    await payByCard(context(), payment.redirectUrl);
    await query(context(), sql`delete from pgboss.job where name = 'sandbox-notification'`);
    await query(
      context(),
      sql`update payments set updated_at = now() - interval '10 seconds'
          where id = ${payment.paymentId}`,
    );
    return { ...cart, paymentId: payment.paymentId as string };
  }

  /** Runs the scheduled job as any live process would. */
  async function runReconciliation() {
    const worker = await startAppOn(context().database, { workers: true });
    try {
      await context().jobs.send(RECONCILIATION_JOB, {});
      await expect
        .poll(
          async () =>
            (
              await query<{ waiting: number }>(
                context(),
                sql`select count(*)::int as waiting from pgboss.job
                    where name = ${RECONCILIATION_JOB} and state < 'completed'`,
              )
            )[0]?.waiting,
          { timeout: 10_000 },
        )
        .toBe(0);
    } finally {
      await worker.app.close();
    }
  }

  it('turns a succeeded payment whose notification was lost into a paid order', async () => {
    const before = await parkStock(context(), day(0));
    const paid = await lostNotification(day(0));
    expect(await orderStatus(context(), paid.orderId)).toBe('cart');

    await runReconciliation();

    expect(await orderStatus(context(), paid.orderId)).toBe('paid');
    expect((await parkStock(context(), day(0))).sold).toBe(before.sold + 3);
  });

  it('refunds a late payment whose places were resold and cancels its order', async () => {
    const stock = await parkStock(context(), day(1));
    await setCapacity(context(), stock.id, stock.sold + 4);
    const late = await lostNotification(day(1), { lateAfterResale: true });

    await runReconciliation();

    expect(await orderStatus(context(), late.orderId)).toBe('cancelled');
    const [payment] = await query(
      context(),
      sql`select status, settlement, refund_reason from payments where id = ${late.paymentId}`,
    );
    expect(payment).toEqual({
      status: 'refunded',
      settlement: 'refund',
      refund_reason: 'SOLD_OUT_AFTER_PAYMENT',
    });
    expect((await parkStock(context(), day(1))).sold).toBe(stock.sold);
  });

  it('is scheduled every minute', async () => {
    const schedules = await query<{ name: string; cron: string }>(
      context(),
      sql`select name, cron from pgboss.schedule`,
    );
    expect(schedules).toContainEqual({ name: RECONCILIATION_JOB, cron: '* * * * *' });
  });
});
