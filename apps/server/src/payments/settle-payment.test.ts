import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { cartFor, openDays, orderStatus, parkStock, query } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { notify, payByCard, startPayment } from './payment-fixture.ts';

describeEachDatabase('settling a payment', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });
  const day = (index: number) => days[index] as string;

  async function paidCard(date: string) {
    const cart = await cartFor(context(), date);
    const payment = await startPayment(context(), cart);
    await payByCard(context(), payment.redirectUrl);
    return { ...cart, paymentId: payment.paymentId as string };
  }

  const paymentState = async (paymentId: string) =>
    (
      await query<Record<string, unknown>>(
        context(),
        sql`select status, settlement, refund_reason from payments where id = ${paymentId}`,
      )
    )[0];

  it('changes state once for a notification replayed 50 times, one after the other and at once', async () => {
    const before = await parkStock(context(), day(0));
    const serial = await paidCard(day(0));
    const concurrent = await paidCard(day(0));
    const notification = (paymentId: string) => ({ paymentId, status: 'succeeded' as const });

    for (let replay = 0; replay < 50; replay += 1) {
      expect((await notify(context(), notification(serial.paymentId))).statusCode).toBe(200);
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => notify(context(), notification(concurrent.paymentId))),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    for (const { orderId, paymentId } of [serial, concurrent]) {
      expect(await orderStatus(context(), orderId)).toBe('paid');
      expect(await paymentState(paymentId)).toEqual({
        status: 'succeeded',
        settlement: 'order',
        refund_reason: null,
      });
    }
    expect((await parkStock(context(), day(0))).sold).toBe(before.sold + 6);
  });

  it('refunds at once a second succeeded payment that slipped through for a paid order', async () => {
    const first = await paidCard(day(1));
    await notify(context(), { paymentId: first.paymentId, status: 'succeeded' });
    const slipped = '00000000-0000-4000-8000-00000000b001';
    await query(
      context(),
      sql`insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, status)
          values (${slipped}, ${first.orderId}, ${first.shoppingCartId}, 'sandbox', ${first.total},
            'succeeded')`,
    );

    await notify(context(), { paymentId: slipped, status: 'succeeded' });

    expect(await paymentState(slipped)).toEqual({
      status: 'refunded',
      settlement: 'refund',
      refund_reason: 'ORDER_ALREADY_PAID',
    });
    expect(await paymentState(first.paymentId)).toMatchObject({ status: 'succeeded' });
    const kept = await query<{ kept: number }>(
      context(),
      sql`select count(*)::int as kept from payments
          where order_id = ${first.orderId} and status = 'succeeded'`,
    );
    expect(kept).toEqual([{ kept: 1 }]);
  });

  it('refunds a payment for a cart the visitor has since replaced, leaving the new cart payable', async () => {
    const paid = await paidCard(day(2));
    await query(
      context(),
      sql`update orders set shopping_cart_id = gen_random_uuid() where id = ${paid.orderId}`,
    );

    await notify(context(), { paymentId: paid.paymentId, status: 'succeeded' });

    expect(await paymentState(paid.paymentId)).toEqual({
      status: 'refunded',
      settlement: 'refund',
      refund_reason: 'CART_CHANGED',
    });
    expect(await orderStatus(context(), paid.orderId)).toBe('cart');
  });
});
