import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { anAddress, send } from '../documents/documents-fixture.ts';
import {
  basket,
  CONFIRM_SHOPPING_CART,
  CREATE_SHOPPING_CART,
  CUSTOMER,
  expireHolds,
  INIT_ORDER,
  openDays,
  parkStock,
  query,
  SAVE_BASKET,
  SET_LOCKED_STOCK,
} from '../orders/order-flow-fixture.ts';
import { describeEachDatabase, type TestContext } from '../test/test-app.ts';

const CONFIRM_BASIC = `mutation ($reservation: ID!, $orderId: ID!) {
  confirmShoppingCartBasic(reservation: $reservation, orderId: $orderId) { success code message }
}`;

interface Answer {
  success: boolean;
  code: string | null;
  message: string | null;
}

/**
 * A cart of 3 day tickets on `date`, held; `free` makes its total 0 as if the server had priced it
 * so (the demo catalogue sells nothing free).
 */
async function cart(context: TestContext, date: string, free = true) {
  const address = anAddress();
  const { orderId } = await send<{ orderId: string }>(context, address, INIT_ORDER, {});
  const held = await send(context, address, SET_LOCKED_STOCK, {
    data: { orderId, service: 'TICKET', code: 'FR-D1', startDate: date, duration: 1, quantity: 3 },
  });
  expect(held).toMatchObject({ success: true });
  expect(
    await send(context, address, SAVE_BASKET, { orderId, basket: basket(date) }),
  ).toMatchObject({
    success: true,
  });
  if (free) await query(context, sql`update orders set total_cents = 0 where id = ${orderId}`);
  const { shoppingCartId } = await send<{ shoppingCartId: string }>(
    context,
    address,
    CREATE_SHOPPING_CART,
    { orderId, customer: CUSTOMER },
  );
  const confirm = (reservation = shoppingCartId, id = orderId) =>
    send<Answer>(context, anAddress(), CONFIRM_BASIC, { reservation, orderId: id });
  return { orderId, shoppingCartId, address, confirm };
}

const documentsOf = (context: TestContext, orderId: string) =>
  query<{ tickets: number; invoices: number; confirmations: number }>(
    context,
    sql`select (select count(*)::int from tickets where order_id = ${orderId}) as tickets,
          (select count(*)::int from order_documents where order_id = ${orderId}) as invoices,
          (select count(*)::int from pgboss.job where name = 'order-confirmation'
            and data->>'orderId' = ${orderId}) as confirmations`,
  );

// booking-funnel.md §7 and checkout-and-account.md §7: confirmShoppingCartBasic confirms a cart
// that needs no payment, with the guarantees of a paid one (DESIGN.md invariant 3).
describeEachDatabase(
  'confirmShoppingCartBasic: a cart of 0 confirmed without payment',
  (context) => {
    it('sells the held places once, issues the tickets and queues the e-mail, however often asked', async () => {
      const [date] = await openDays(context(), 'fr', 14);
      const before = await parkStock(context(), date as string);
      const free = await cart(context(), date as string);
      const answers = await Promise.all([free.confirm(), free.confirm(), free.confirm()]);
      expect(answers.every((answer) => answer.success || answer.code === 'BUSY')).toBe(true);
      expect(await free.confirm()).toEqual({ success: true, code: null, message: null });

      const after = await parkStock(context(), date as string);
      expect(after.sold).toBe(before.sold + 3);
      expect(after.held).toBe(before.held);
      const [order] = await query<{ status: string }>(
        context(),
        sql`select status from orders where id = ${free.orderId}`,
      );
      expect(order?.status).toBe('paid');
      expect(await documentsOf(context(), free.orderId)).toEqual([
        { tickets: 3, invoices: 1, confirmations: 1 },
      ]);
      // The browser's usual question after a payment answers that it is confirmed.
      expect(
        await send<Answer>(context(), free.address, CONFIRM_SHOPPING_CART, {
          orderId: free.orderId,
          shoppingCartId: free.shoppingCartId,
        }),
      ).toMatchObject({ success: true });
    });

    it('refuses a cart with an amount to pay, and sells nothing', async () => {
      const [, date] = await openDays(context(), 'fr', 14);
      const before = await parkStock(context(), date as string);
      const paying = await cart(context(), date as string, false);
      expect(await paying.confirm()).toEqual({
        success: false,
        code: 'PAYMENT_REQUIRED',
        message: 'This order has an amount to pay: pay it by card.',
      });
      expect((await parkStock(context(), date as string)).sold).toBe(before.sold);
      expect(await documentsOf(context(), paying.orderId)).toEqual([
        { tickets: 0, invoices: 0, confirmations: 0 },
      ]);
    });

    it('refuses a cart whose holds expired, another reservation and a made-up order', async () => {
      const [, , date] = await openDays(context(), 'fr', 14);
      const before = await parkStock(context(), date as string);
      const late = await cart(context(), date as string);
      expect(await late.confirm(randomUUID())).toMatchObject({
        success: false,
        code: 'ORDER_NOT_FOUND',
      });
      expect(await late.confirm(late.shoppingCartId, randomUUID())).toMatchObject({
        success: false,
        code: 'ORDER_NOT_FOUND',
      });
      await expireHolds(context(), late.orderId);
      expect(await late.confirm()).toMatchObject({ success: false, code: 'SELECTION_EXPIRED' });
      expect((await parkStock(context(), date as string)).sold).toBe(before.sold);
    });
  },
);
