import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { openDays } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  asCustomer,
  customerWithPaidOrder,
  holdPass,
  ORDER_TO_COMPLETE,
  payCompletion,
  type Result,
  SAVE_COMPLETION_BASKET,
  START_COMPLETION,
  soldOn,
  startCompletion,
  ticketsOf,
} from './completion-fixture.ts';

type Saved = Result & {
  total: number;
  lines: Array<{ kind: string; code: string; quantity: number; totalPrice: number }>;
};

describeEachDatabase('completion mode: extras added to a paid order', (context) => {
  let days: string[] = [];
  let ada: Awaited<ReturnType<typeof customerWithPaidOrder>>;
  let bob: Awaited<ReturnType<typeof customerWithPaidOrder>>;
  beforeAll(async () => {
    days = await openDays(context(), 'fr', 14);
    ada = await customerWithPaidOrder(context(), days[0] as string);
    bob = await customerWithPaidOrder(context(), days[1] as string);
  });
  const saveExtras = async (token: string, orderId: string, date: string) =>
    (
      await asCustomer<{ saveCompletionBasket: Saved }>(context(), token, SAVE_COMPLETION_BASKET, {
        orderId,
        language: 'en',
        complementaries: [{ code: 'PE', dates: [date], quantity: 3 }],
      })
    ).data?.saveCompletionBasket;

  it('gives the preset what it copies: dates, group, offer, products (§4)', async () => {
    const response = await asCustomer(context(), ada.token, ORDER_TO_COMPLETE, {
      id: ada.order.orderId,
    });
    expect(response.data?.orderToComplete).toMatchObject({
      id: ada.order.orderId,
      status: 'paid',
      accessDate: days[0],
      accessEndDate: days[0],
      duration: 1,
      group: { adults: 2, children: 1, babies: 0 },
      flexibleRate: false,
      lastDateChangeDay: null,
      changedByPark: false,
      bookedOnline: true,
      products: [{ type: 'OFFER', code: 'FR-D1', quantity: 3, price: ada.order.total }],
    });
  });

  it('answers nothing for another customer, a random id or a guest (IDOR)', async () => {
    for (const id of [bob.order.orderId, randomUUID(), 'not-an-id']) {
      const response = await asCustomer(context(), ada.token, ORDER_TO_COMPLETE, { id });
      expect(response.data?.orderToComplete ?? null).toBeNull();
    }
    const started = await asCustomer<{ startCompletion: Result }>(
      context(),
      ada.token,
      START_COMPLETION,
      { orderId: bob.order.orderId },
    );
    expect(started.data?.startCompletion).toMatchObject({
      success: false,
      code: 'ORDER_NOT_FOUND',
    });
    const guest = await asCustomer(context(), null, ORDER_TO_COMPLETE, { id: ada.order.orderId });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('prices and holds the new pass only, takes payment of the difference, attaches it', async () => {
    const date = days[0] as string;
    const parkSold = await soldOn(context(), 'PARK', date);
    const passSold = await soldOn(context(), 'PE', date);
    const orderId = await startCompletion(context(), ada.token, ada.order.orderId);

    // Another customer cannot save extras on Ada's completion order.
    expect(await saveExtras(bob.token, orderId, date)).toMatchObject({
      success: false,
      code: 'ORDER_NOT_FOUND',
    });
    expect(await holdPass(context(), orderId, date)).toMatchObject({ success: true });
    const saved = await saveExtras(ada.token, orderId, date);
    expect(saved).toMatchObject({ success: true, code: null });
    expect(saved?.lines.map((line) => [line.kind, line.code, line.quantity])).toEqual([
      ['pass', 'PE', 3],
    ]);
    expect(saved?.total).toBe(saved?.lines[0]?.totalPrice);
    expect(saved?.total).toBeGreaterThan(0);

    expect(await payCompletion(context(), orderId, ada.customer)).toBe('paid');
    expect(await soldOn(context(), 'PARK', date)).toBe(parkSold);
    expect(await soldOn(context(), 'PE', date)).toBe(passSold + 3);
    expect((await ticketsOf(context(), orderId)).map((t) => [t.product, t.date])).toEqual([
      ['PE', date],
      ['PE', date],
      ['PE', date],
    ]);
    const parent = await asCustomer<{
      orderToComplete: { products: Array<{ type: string; code: string }> };
    }>(context(), ada.token, ORDER_TO_COMPLETE, { id: ada.order.orderId });
    expect(parent.data?.orderToComplete.products.map((p) => [p.type, p.code])).toEqual([
      ['OFFER', 'FR-D1'],
      ['PASS', 'PE'],
    ]);

    // The pass is booked now: a second completion cannot sell it again.
    const again = await startCompletion(context(), ada.token, ada.order.orderId);
    expect(await saveExtras(ada.token, again, date)).toMatchObject({
      success: false,
      code: 'ALREADY_BOOKED',
      message: 'This extra is already booked for your visit.',
    });
  });

  it('refuses a completion order that asks for nothing, or for another day', async () => {
    const orderId = await startCompletion(context(), bob.token, bob.order.orderId);
    const empty = await asCustomer<{ saveCompletionBasket: Saved }>(
      context(),
      bob.token,
      SAVE_COMPLETION_BASKET,
      { orderId, language: 'en', complementaries: [] },
    );
    expect(empty.data?.saveCompletionBasket).toMatchObject({
      success: false,
      code: 'BASKET_INVALID',
    });
    expect(await saveExtras(bob.token, orderId, days[5] as string)).toMatchObject({
      success: false,
    });
  });

  it("a completion's id stands for the visit it completes", async () => {
    const orderId = await startCompletion(context(), bob.token, bob.order.orderId);
    const order = await asCustomer<{ orderToComplete: { id: string } }>(
      context(),
      bob.token,
      ORDER_TO_COMPLETE,
      { id: orderId },
    );
    expect(order.data?.orderToComplete.id).toBe(bob.order.orderId);
    const again = await startCompletion(context(), bob.token, orderId);
    expect(again).not.toBe(orderId);
    // Not for another customer, still.
    const foreign = await asCustomer(context(), ada.token, ORDER_TO_COMPLETE, { id: orderId });
    expect(foreign.data?.orderToComplete ?? null).toBeNull();
  });
});
