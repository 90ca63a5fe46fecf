import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  CONFIRM_SHOPPING_CART,
  cartFor,
  confirm,
  expireHolds,
  holdsOf,
  holdTickets,
  initOrder,
  ORDER,
  openDays,
  orderStatus,
  parkStock,
  query,
  setCapacity,
} from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { notify, payByCard, startPayment, TEST_CARDS } from './payment-fixture.ts';

describeEachDatabase('confirmShoppingCart', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });
  const day = (index: number) => days[index] as string;

  /** A cart paid with the success card: the payment succeeded, no notification handled yet. */
  async function paidCart(date: string) {
    const cart = await cartFor(context(), date);
    const payment = await startPayment(context(), cart);
    const paid = await payByCard(context(), payment.redirectUrl);
    expect(paid.statusCode).toBe(303);
    return { ...cart, paymentId: payment.paymentId as string };
  }

  it('books for real: init, hold, basket, cart, card, notification — paid once, stock sold, holds gone', async () => {
    const before = await parkStock(context(), day(0));
    const { orderId, shortOrderId, paymentId } = await paidCart(day(0));
    expect(await orderStatus(context(), orderId)).toBe('cart');

    const delivery = await notify(context(), { paymentId, status: 'succeeded' });

    expect(delivery.statusCode).toBe(200);
    expect(await orderStatus(context(), orderId)).toBe('paid');
    expect(await parkStock(context(), day(0))).toEqual({
      ...before,
      sold: before.sold + 3,
      held: 0,
    });
    expect(await holdsOf(context(), orderId)).toEqual([]);
    const summary = await context().graphql(ORDER, { orderId });
    expect(summary.data).toMatchObject({
      order: {
        orderId,
        shortOrderId,
        status: 'paid',
        email: 'ada@example.org',
        holdsExpireAt: null,
      },
    });
  });

  it('counts the sale once, whatever the order and number of notifications and browser returns', async () => {
    const before = await parkStock(context(), day(1));
    const first = await paidCart(day(1));
    const second = await paidCart(day(1));

    expect(await confirm(context(), first.orderId, first.shoppingCartId)).toEqual({
      success: true,
      code: null,
      message: null,
    });
    expect(
      (await notify(context(), { paymentId: first.paymentId, status: 'succeeded' })).statusCode,
    ).toBe(200);
    expect(
      (await notify(context(), { paymentId: first.paymentId, status: 'succeeded' })).statusCode,
    ).toBe(200);

    expect(
      (await notify(context(), { paymentId: second.paymentId, status: 'succeeded' })).statusCode,
    ).toBe(200);
    expect((await confirm(context(), second.orderId, second.shoppingCartId)).success).toBe(true);
    const together = await Promise.all([
      confirm(context(), second.orderId, second.shoppingCartId),
      notify(context(), { paymentId: second.paymentId, status: 'succeeded' }),
      confirm(context(), second.orderId, second.shoppingCartId),
    ]);
    expect(together[0].success && together[2].success).toBe(true);

    expect((await parkStock(context(), day(1))).sold).toBe(before.sold + 6);
  });

  it('confirms nothing while the payment is pending, or after a declined card', async () => {
    const before = await parkStock(context(), day(2));
    const cart = await cartFor(context(), day(2));
    const payment = await startPayment(context(), cart);

    expect(await confirm(context(), cart.orderId, cart.shoppingCartId)).toMatchObject({
      success: false,
      code: 'PAYMENT_NOT_COMPLETED',
    });
    await payByCard(context(), payment.redirectUrl, { cardNumber: TEST_CARDS.declined });
    await notify(context(), { paymentId: payment.paymentId as string, status: 'failed' });

    expect(await confirm(context(), cart.orderId, cart.shoppingCartId)).toEqual({
      success: false,
      code: 'PAYMENT_FAILED',
      message: 'Payment failed, please try again',
    });
    expect(await orderStatus(context(), cart.orderId)).toBe('cart');
    expect(await parkStock(context(), day(2))).toEqual({ ...before, held: before.held + 3 });
  });

  it('still sells the places when the payment succeeds after the holds expired and places are left', async () => {
    const before = await parkStock(context(), day(3));
    const cart = await cartFor(context(), day(3));
    const payment = await startPayment(context(), cart);
    await expireHolds(context(), cart.orderId);
    await payByCard(context(), payment.redirectUrl);

    expect((await confirm(context(), cart.orderId, cart.shoppingCartId)).success).toBe(true);
    expect(await parkStock(context(), day(3))).toEqual({ ...before, sold: before.sold + 3 });
  });

  it('refunds a late payment whose places went to others and cancels the order, never oversold', async () => {
    const stock = await parkStock(context(), day(4));
    await setCapacity(context(), stock.id, 4);
    const cart = await cartFor(context(), day(4));
    const payment = await startPayment(context(), cart);
    await expireHolds(context(), cart.orderId);
    const other = await initOrder(context());
    expect(
      (await holdTickets(context(), { orderId: other.orderId, date: day(4), quantity: 2 })).success,
    ).toBe(true);
    await payByCard(context(), payment.redirectUrl);

    for (let delivery = 0; delivery < 2; delivery += 1) {
      expect(await confirm(context(), cart.orderId, cart.shoppingCartId)).toMatchObject({
        success: false,
        code: 'ORDER_REFUNDED',
        message:
          'Your order could not be confirmed: the places were no longer available. Your payment has been refunded.',
      });
    }
    expect(await orderStatus(context(), cart.orderId)).toBe('cancelled');
    expect(await parkStock(context(), day(4))).toEqual({
      id: stock.id,
      capacity: 4,
      sold: 0,
      held: 2,
    });
    const [row] = await query<Record<string, unknown>>(
      context(),
      sql`select status, settlement, refund_reason, refunded_at is not null as refunded
          from payments where id = ${payment.paymentId}`,
    );
    expect(row).toEqual({
      status: 'refunded',
      settlement: 'refund',
      refund_reason: 'SOLD_OUT_AFTER_PAYMENT',
      refunded: true,
    });
  });

  it('refuses another cart id, another platform and bad input', async () => {
    const { orderId, shoppingCartId } = await paidCart(day(5));

    expect((await confirm(context(), orderId, '00000000-0000-4000-8000-000000000000')).code).toBe(
      'ORDER_NOT_FOUND',
    );
    const elsewhere = await context().graphql(
      CONFIRM_SHOPPING_CART,
      { orderId, shoppingCartId },
      { host: 'es.localhost' },
    );
    expect(elsewhere.data).toMatchObject({ confirmShoppingCart: { code: 'ORDER_NOT_FOUND' } });
    const invalid = await context().graphql(CONFIRM_SHOPPING_CART, {
      orderId,
      shoppingCartId: 'abc',
    });
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await orderStatus(context(), orderId)).toBe('cart');
  });
});
