import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  basket,
  cartFor,
  confirm,
  createCart,
  expireHolds,
  holdsOf,
  holdTickets,
  initOrder,
  openDays,
  orderStatus,
  parkStock,
  query,
  saveBasket,
  setCapacity,
} from './order-flow-fixture.ts';

const MOVE_ORDER = `mutation ($from: ID!, $to: ID!) {
  moveOrder(fromOrderId: $from, toOrderId: $to) { success code message expiresAt renewalsLeft }
}`;

interface MoveResult {
  success: boolean;
  code: string | null;
  message: string | null;
  expiresAt: string | null;
  renewalsLeft: number | null;
}

describeEachDatabase('moveOrder (readings.md §13)', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });
  const day = (index: number) => days[index] as string;

  async function move(
    from: string,
    to: string,
    options: { host?: string; language?: string } = {},
  ) {
    const response = await context().graphql<{ moveOrder: MoveResult }>(
      MOVE_ORDER,
      { from, to },
      options,
    );
    const result = response.data?.moveOrder;
    if (!result) throw new Error(`moveOrder failed: ${JSON.stringify(response.errors)}`);
    return result;
  }

  async function orderRow(orderId: string) {
    const [row] = await query<Record<string, unknown>>(
      context(),
      sql`select status, total_cents, basket is not null as has_basket, email,
            to_char(holds_expire_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires,
            (select count(*)::int from order_lines where order_id = ${orderId}) as lines
          from orders where id = ${orderId}`,
    );
    return row;
  }

  it('gives the holds, the saved basket and the customer to the new order, expiring as before', async () => {
    const old = await initOrder(context());
    const hold = await holdTickets(context(), { orderId: old.orderId, date: day(0), quantity: 3 });
    const saved = await saveBasket(context(), old.orderId, basket(day(0)));
    expect((await createCart(context(), old.orderId)).success).toBe(true);
    const before = await parkStock(context(), day(0));
    const next = await initOrder(context());

    const moved = await move(old.orderId, next.orderId);

    expect(moved).toEqual({
      success: true,
      code: null,
      message: null,
      expiresAt: hold.expiresAt,
      renewalsLeft: 3,
    });
    expect(await holdsOf(context(), old.orderId)).toEqual([]);
    expect(await holdsOf(context(), next.orderId)).toEqual([
      expect.objectContaining({ stock_id: before.id, hold_key: 'TICKET:FR-D1', quantity: 3 }),
    ]);
    expect(await parkStock(context(), day(0))).toEqual(before);
    expect(await orderRow(next.orderId)).toEqual({
      status: 'draft',
      total_cents: saved.total,
      has_basket: true,
      email: 'ada@example.org',
      expires: hold.expiresAt,
      lines: saved.lines.length,
    });
    expect(await orderRow(old.orderId)).toEqual({
      status: 'cancelled',
      total_cents: null,
      has_basket: false,
      email: null,
      expires: null,
      lines: 0,
    });
    // The new order goes on to payment: its basket is covered by the holds it was given.
    expect(await createCart(context(), next.orderId)).toMatchObject({
      success: true,
      total: saved.total,
    });
  });

  it('moves an order that holds nothing yet, and the new order starts its own 15 minutes', async () => {
    const old = await initOrder(context());
    const next = await initOrder(context());

    expect(await move(old.orderId, next.orderId)).toMatchObject({
      success: true,
      expiresAt: null,
    });
    expect(
      (await holdTickets(context(), { orderId: next.orderId, date: day(1), quantity: 2 })).success,
    ).toBe(true);
  });

  it('moves once: the old order, closed, can neither be moved again nor hold places', async () => {
    const old = await initOrder(context());
    await holdTickets(context(), { orderId: old.orderId, date: day(2), quantity: 2 });
    const first = await initOrder(context());
    const second = await initOrder(context());
    expect((await move(old.orderId, first.orderId)).success).toBe(true);

    expect(await move(old.orderId, second.orderId, { language: 'fr' })).toMatchObject({
      success: false,
      code: 'SELECTION_EXPIRED',
      message: 'Votre sélection a expiré. Veuillez recommencer votre réservation.',
    });
    expect(
      (await holdTickets(context(), { orderId: old.orderId, date: day(2), quantity: 1 })).code,
    ).toBe('SELECTION_EXPIRED');
    expect(await holdsOf(context(), first.orderId)).toHaveLength(1);
    expect(await holdsOf(context(), second.orderId)).toEqual([]);
  });

  it('refuses an expired selection, a paid order, an unknown or foreign order and a used target, changing nothing', async () => {
    const expired = await initOrder(context());
    await holdTickets(context(), { orderId: expired.orderId, date: day(3), quantity: 2 });
    await expireHolds(context(), expired.orderId);
    const paid = await cartFor(context(), day(4));
    await query(
      context(),
      sql`insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, status)
          select gen_random_uuid(), id, shopping_cart_id, 'sandbox', total_cents, 'succeeded'
          from orders where id = ${paid.orderId}`,
    );
    expect((await confirm(context(), paid.orderId, paid.shoppingCartId)).success).toBe(true);
    const held = await initOrder(context());
    await holdTickets(context(), { orderId: held.orderId, date: day(5), quantity: 1 });
    const used = await initOrder(context());
    await holdTickets(context(), { orderId: used.orderId, date: day(5), quantity: 1 });
    const spanish = await initOrder(context(), 'es.localhost');
    const target = await initOrder(context());

    expect((await move(expired.orderId, target.orderId)).code).toBe('SELECTION_EXPIRED');
    expect((await move(paid.orderId, target.orderId)).code).toBe('ORDER_ALREADY_PAID');
    expect((await move('00000000-0000-4000-8000-000000000000', target.orderId)).code).toBe(
      'ORDER_NOT_FOUND',
    );
    expect((await move(spanish.orderId, target.orderId)).code).toBe('ORDER_NOT_FOUND');
    expect((await move(held.orderId, used.orderId)).code).toBe('ORDER_NOT_FOUND');
    expect((await move(held.orderId, spanish.orderId)).code).toBe('ORDER_NOT_FOUND');

    expect(await orderStatus(context(), paid.orderId)).toBe('paid');
    expect(await holdsOf(context(), held.orderId)).toHaveLength(1);
    expect(await holdsOf(context(), used.orderId)).toHaveLength(1);
    expect(await holdsOf(context(), target.orderId)).toEqual([]);
    expect(await orderStatus(context(), held.orderId)).toBe('draft');
  });

  it('answers malformed or identical ids with INVALID_INPUT in the request language', async () => {
    const { orderId } = await initOrder(context());
    for (const [from, to] of [
      [orderId, orderId],
      ['42', orderId],
      [orderId, ''],
    ]) {
      const response = await context().graphql(MOVE_ORDER, { from, to }, { language: 'es' });
      expect(response.data).toBeNull();
      expect(response.errors?.[0]).toMatchObject({
        message: 'La información enviada no es válida.',
        extensions: { code: 'INVALID_INPUT' },
      });
    }
  });

  // PGlite runs one transaction at a time, which would hide a race: PostgreSQL only.
  it('never oversells: moves racing buyers for the last place of a row', async ({ skip }) => {
    if (context().database.kind !== 'postgres') skip();
    for (let round = 0; round < 5; round += 1) {
      const date = day(10 + round);
      const stock = await parkStock(context(), date);
      await setCapacity(context(), stock.id, stock.sold + stock.held + 4);
      const mover = await initOrder(context());
      expect(
        (await holdTickets(context(), { orderId: mover.orderId, date, quantity: 3 })).success,
      ).toBe(true);
      await saveBasket(context(), mover.orderId, basket(date));
      const target = await initOrder(context());
      const buyers = await Promise.all(Array.from({ length: 8 }, () => initOrder(context())));

      const [moved, ...bought] = await Promise.all([
        move(mover.orderId, target.orderId),
        ...buyers.map(({ orderId }) => holdTickets(context(), { orderId, date, quantity: 1 })),
      ]);

      expect(moved.success).toBe(true);
      expect(bought.filter((result) => result.success)).toHaveLength(1);
      const after = await parkStock(context(), date);
      expect(after.sold + after.held).toBe(after.capacity);
      expect(await holdsOf(context(), target.orderId)).toEqual([
        expect.objectContaining({ quantity: 3 }),
      ]);
      expect(await holdsOf(context(), mover.orderId)).toEqual([]);
    }
  });
});
