import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  basket,
  cartFor,
  confirm,
  createCart,
  expireHolds,
  holdTickets,
  initOrder,
  openDays,
  orderStatus,
  parkStock,
  query,
  REMOVE_ORDER_LOCKED_STOCKS,
  saveBasket,
  setCapacity,
} from './order-flow-fixture.ts';

const RENEW = `mutation ($orderId: ID!) {
  renewLockedStock(orderId: $orderId) { success code message expiresAt renewalsLeft total }
}`;

const MOVE_ORDER = `mutation ($from: ID!, $to: ID!) {
  moveOrder(fromOrderId: $from, toOrderId: $to) { success renewalsLeft }
}`;

interface RenewResult {
  success: boolean;
  code: string | null;
  message: string | null;
  expiresAt: string | null;
  renewalsLeft: number | null;
  total: number | null;
}

describeEachDatabase('renewLockedStock (readings.md §15)', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });
  const day = (index: number) => days[index] as string;

  async function renew(orderId: string, options: { language?: string } = {}) {
    const response = await context().graphql<{ renewLockedStock: RenewResult }>(
      RENEW,
      { orderId },
      options,
    );
    const result = response.data?.renewLockedStock;
    if (!result) throw new Error(`renewLockedStock failed: ${JSON.stringify(response.errors)}`);
    return result;
  }

  /** Minutes from now (database clock) to the order's expiry and to each of its holds'. */
  async function minutesLeft(orderId: string) {
    const rows = await query<{ order_minutes: number; hold_minutes: number }>(
      context(),
      sql`select extract(epoch from (o.holds_expire_at - now())) / 60 as order_minutes,
            extract(epoch from (h.expires_at - now())) / 60 as hold_minutes
          from orders o join stock_holds h on h.order_id = o.id where o.id = ${orderId}`,
    );
    return rows.map((row) => [Number(row.order_minutes), Number(row.hold_minutes)]);
  }

  async function ageHolds(orderId: string, minutes: number) {
    const age = sql`make_interval(mins => ${minutes})`;
    await query(
      context(),
      sql`update orders set holds_expire_at = holds_expire_at - ${age} where id = ${orderId}`,
    );
    await query(
      context(),
      sql`update stock_holds set expires_at = expires_at - ${age} where order_id = ${orderId}`,
    );
  }

  it('keeps the selection 15 minutes from now, 3 times, then says RENEWAL_LIMIT and changes nothing', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(0), quantity: 3 });
    const saved = await saveBasket(context(), orderId, basket(day(0)));

    for (const left of [2, 1, 0]) {
      await ageHolds(orderId, 13);
      const renewed = await renew(orderId);
      expect(renewed).toMatchObject({
        success: true,
        code: null,
        renewalsLeft: left,
        total: saved.total,
      });
      for (const [order, hold] of await minutesLeft(orderId)) {
        expect(order).toBeGreaterThan(14.9);
        expect(order).toBeLessThanOrEqual(15);
        expect(hold).toBeCloseTo(order ?? 0, 3);
      }
    }
    await ageHolds(orderId, 13);

    expect(await renew(orderId, { language: 'fr' })).toEqual({
      success: false,
      code: 'RENEWAL_LIMIT',
      message:
        'Votre sélection a déjà été prolongée le nombre maximum de fois. Finalisez votre commande avant la fin du délai.',
      expiresAt: null,
      renewalsLeft: null,
      total: null,
    });
    const [[order] = []] = await minutesLeft(orderId);
    expect(order).toBeLessThan(2.1);
  });

  it('carries its renewals to the order it moves to after a back/forward navigation', async () => {
    const old = await initOrder(context());
    await holdTickets(context(), { orderId: old.orderId, date: day(1), quantity: 2 });
    for (let count = 0; count < 3; count += 1)
      expect((await renew(old.orderId)).success).toBe(true);
    const next = await initOrder(context());

    const moved = await context().graphql<{
      moveOrder: { success: boolean; renewalsLeft: number };
    }>(MOVE_ORDER, { from: old.orderId, to: next.orderId });

    expect(moved.data?.moveOrder).toEqual({ success: true, renewalsLeft: 0 });
    expect((await renew(next.orderId)).code).toBe('RENEWAL_LIMIT');
  });

  it('prices the saved basket again: a basket saved at an older price is saved at today’s and needs a new cart', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(2), quantity: 3 });
    const saved = await saveBasket(context(), orderId, basket(day(2)));
    const cart = await createCart(context(), orderId);
    await query(
      context(),
      sql`update orders set total_cents = total_cents - 500 where id = ${orderId}`,
    );

    expect(await renew(orderId)).toMatchObject({ success: true, total: saved.total });

    const [row] = await query<{ total_cents: number; status: string; shopping_cart_id: string }>(
      context(),
      sql`select total_cents, status, shopping_cart_id from orders where id = ${orderId}`,
    );
    expect(row).toEqual({ total_cents: saved.total, status: 'draft', shopping_cart_id: null });
    expect((await createCart(context(), orderId)).shoppingCartId).not.toBe(cart.shoppingCartId);
  });

  it('keeps the cart being paid when the price did not change', async () => {
    const { orderId, shoppingCartId } = await cartFor(context(), day(3));

    expect((await renew(orderId)).success).toBe(true);

    expect(await orderStatus(context(), orderId)).toBe('cart');
    const [row] = await query<{ shopping_cart_id: string }>(
      context(),
      sql`select shopping_cart_id from orders where id = ${orderId}`,
    );
    expect(row?.shopping_cart_id).toBe(shoppingCartId);
  });

  it('checks the stock again: SOLD_OUT when the row no longer has room for the held places', async () => {
    const { orderId } = await initOrder(context());
    const hold = await holdTickets(context(), { orderId, date: day(4), quantity: 3 });
    const stock = await parkStock(context(), day(4));
    await setCapacity(context(), stock.id, stock.sold + stock.held - 1);

    expect(await renew(orderId)).toMatchObject({ success: false, code: 'SOLD_OUT' });

    const [row] = await query<{ expires: string }>(
      context(),
      sql`select to_char(holds_expire_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires
          from orders where id = ${orderId}`,
    );
    expect(row?.expires).toBe(hold.expiresAt);
  });

  it('refuses an expired selection, an order holding nothing, a paid order and an unknown one', async () => {
    const expired = await initOrder(context());
    await holdTickets(context(), { orderId: expired.orderId, date: day(5), quantity: 1 });
    await expireHolds(context(), expired.orderId);
    const empty = await initOrder(context());
    const paid = await cartFor(context(), day(6));
    await query(
      context(),
      sql`insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, status)
          select gen_random_uuid(), id, shopping_cart_id, 'sandbox', total_cents, 'succeeded'
          from orders where id = ${paid.orderId}`,
    );
    await confirm(context(), paid.orderId, paid.shoppingCartId);
    const spanish = await initOrder(context(), 'es.localhost');

    expect((await renew(expired.orderId)).code).toBe('SELECTION_EXPIRED');
    expect((await renew(empty.orderId)).code).toBe('SELECTION_EXPIRED');
    expect((await renew(paid.orderId)).code).toBe('ORDER_ALREADY_PAID');
    expect((await renew(spanish.orderId)).code).toBe('ORDER_NOT_FOUND');
    expect((await renew('00000000-0000-4000-8000-000000000000')).code).toBe('ORDER_NOT_FOUND');
    const malformed = await context().graphql(RENEW, { orderId: 'x' });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('starts the count again once the visitor released everything and starts again', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(7), quantity: 1 });
    for (let count = 0; count < 3; count += 1) expect((await renew(orderId)).success).toBe(true);
    const released = await context().graphql(REMOVE_ORDER_LOCKED_STOCKS, {
      data: { orderId, service: 'ALL' },
    });
    expect(released.data).toMatchObject({ removeOrderLockedStocks: { success: true } });
    await holdTickets(context(), { orderId, date: day(7), quantity: 1 });

    expect(await renew(orderId)).toMatchObject({ success: true, renewalsLeft: 2 });
  });
});
