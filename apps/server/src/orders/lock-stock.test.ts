import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  cartFor,
  confirm,
  expireHolds,
  holdsOf,
  holdTickets,
  initOrder,
  openDays,
  parkStock,
  query,
  SET_LOCKED_STOCK,
  setCapacity,
} from './order-flow-fixture.ts';

describeEachDatabase('setLockedStock', (context) => {
  let days: string[] = [];
  const day = (index: number) => {
    const date = days[index];
    if (!date) throw new Error(`No open day number ${index}`);
    return date;
  };
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });

  it('holds the places for 15 minutes of the database clock', async () => {
    const { orderId } = await initOrder(context());
    const before = await parkStock(context(), day(0));

    const result = await holdTickets(context(), { orderId, date: day(0), quantity: 3 });

    expect(result).toMatchObject({ success: true, code: null, message: null });
    const [clock] = await query<{ minutes: number }>(
      context(),
      sql`select extract(epoch from (${result.expiresAt}::timestamptz - now())) / 60 as minutes`,
    );
    expect(Number(clock?.minutes)).toBeGreaterThan(14.9);
    expect(Number(clock?.minutes)).toBeLessThanOrEqual(15);
    expect((await parkStock(context(), day(0))).held).toBe(before.held + 3);
  });

  it('replaces the hold of the same product, and a later hold keeps the first expiry', async () => {
    const { orderId } = await initOrder(context());
    const first = await holdTickets(context(), { orderId, date: day(1), quantity: 2 });
    await query(
      context(),
      sql`update orders set holds_expire_at = holds_expire_at - interval '5 minutes' where id = ${orderId}`,
    );

    const second = await holdTickets(context(), { orderId, date: day(1), quantity: 4 });

    expect(second.success).toBe(true);
    expect(Date.parse(second.expiresAt ?? '')).toBe(Date.parse(first.expiresAt ?? '') - 5 * 60_000);
    expect(await holdsOf(context(), orderId)).toEqual([
      expect.objectContaining({ hold_key: 'TICKET:FR-D1', quantity: 4 }),
    ]);
    expect((await parkStock(context(), day(1))).held).toBe(4);
  });

  it('says SOLD_OUT and holds nothing when the places left are too few', async () => {
    const stock = await parkStock(context(), day(2));
    await setCapacity(context(), stock.id, 5);
    const other = await initOrder(context());
    expect(
      (await holdTickets(context(), { orderId: other.orderId, date: day(2), quantity: 3 })).success,
    ).toBe(true);
    const { orderId } = await initOrder(context());

    const result = await holdTickets(context(), { orderId, date: day(2), quantity: 3 });

    expect(result).toEqual({
      success: false,
      code: 'SOLD_OUT',
      message: 'There are not enough places left for this date.',
      expiresAt: null,
    });
    expect(await holdsOf(context(), orderId)).toEqual([]);
    const [order] = await query<{ holds_expire_at: string | null }>(
      context(),
      sql`select holds_expire_at from orders where id = ${orderId}`,
    );
    expect(order?.holds_expire_at).toBeNull();
    expect((await holdTickets(context(), { orderId, date: day(2), quantity: 2 })).success).toBe(
      true,
    );
  });

  it('counts sold places against the capacity', async () => {
    const stock = await parkStock(context(), day(3));
    const { orderId, shoppingCartId } = await cartFor(context(), day(3));
    await query(
      context(),
      sql`insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, status)
          select gen_random_uuid(), id, shopping_cart_id, 'sandbox', total_cents, 'succeeded'
          from orders where id = ${orderId}`,
    );
    expect((await confirm(context(), orderId, shoppingCartId)).success).toBe(true);
    await setCapacity(context(), stock.id, 4);
    const next = await initOrder(context());

    expect(
      (await holdTickets(context(), { orderId: next.orderId, date: day(3), quantity: 2 })).code,
    ).toBe('SOLD_OUT');
    expect(
      (await holdTickets(context(), { orderId: next.orderId, date: day(3), quantity: 1 })).success,
    ).toBe(true);
  });

  it('no longer counts expired holds, without any process having run', async () => {
    const stock = await parkStock(context(), day(4));
    await setCapacity(context(), stock.id, 3);
    const first = await initOrder(context());
    await holdTickets(context(), { orderId: first.orderId, date: day(4), quantity: 3 });
    const second = await initOrder(context());
    expect(
      (await holdTickets(context(), { orderId: second.orderId, date: day(4), quantity: 3 })).code,
    ).toBe('SOLD_OUT');

    await expireHolds(context(), first.orderId);

    expect((await parkStock(context(), day(4))).held).toBe(0);
    expect(
      (await holdTickets(context(), { orderId: second.orderId, date: day(4), quantity: 3 }))
        .success,
    ).toBe(true);
    // The expired hold was reclaimed by the transaction that locked its row.
    expect(await holdsOf(context(), first.orderId)).toEqual([]);
  });

  it('refuses to add to an expired selection', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(5), quantity: 1 });
    await expireHolds(context(), orderId);

    const result = await holdTickets(
      context(),
      { orderId, date: day(5), quantity: 1 },
      { language: 'fr' },
    );

    expect(result).toMatchObject({
      success: false,
      code: 'SELECTION_EXPIRED',
      message: 'Votre sélection a expiré. Veuillez recommencer votre réservation.',
    });
  });

  it('refuses to hold for a paid order', async () => {
    const { orderId, shoppingCartId } = await cartFor(context(), day(6));
    await query(
      context(),
      sql`insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, status)
          select gen_random_uuid(), id, shopping_cart_id, 'sandbox', total_cents, 'succeeded'
          from orders where id = ${orderId}`,
    );
    await confirm(context(), orderId, shoppingCartId);

    expect((await holdTickets(context(), { orderId, date: day(6), quantity: 1 })).code).toBe(
      'ORDER_ALREADY_PAID',
    );
  });

  it('says OFFER_UNAVAILABLE for an unknown offer or a closed day, and ORDER_NOT_FOUND for another platform', async () => {
    const { orderId } = await initOrder(context());
    expect(
      (await holdTickets(context(), { orderId, date: day(7), quantity: 1, code: 'NOPE' })).code,
    ).toBe('OFFER_UNAVAILABLE');
    expect((await holdTickets(context(), { orderId, date: '2026-01-01', quantity: 1 })).code).toBe(
      'OFFER_UNAVAILABLE',
    );
    const spanish = await initOrder(context(), 'es.localhost');
    expect(
      (await holdTickets(context(), { orderId: spanish.orderId, date: day(7), quantity: 1 })).code,
    ).toBe('ORDER_NOT_FOUND');
  });

  it('answers bad input with INVALID_INPUT in the request language and changes nothing', async () => {
    const { orderId } = await initOrder(context());
    const before = await parkStock(context(), day(8));
    const bad = [
      { quantity: 0 },
      { quantity: 51 },
      { startDate: '2027-02-30' },
      { orderId: 'not-an-order' },
      { service: 'ALL' },
      { code: '' },
    ];
    for (const change of bad) {
      const response = await context().graphql(
        SET_LOCKED_STOCK,
        {
          data: {
            orderId,
            service: 'TICKET',
            code: 'FR-D1',
            startDate: day(8),
            duration: 1,
            quantity: 1,
            ...change,
          },
        },
        { language: 'es' },
      );
      expect(response.data).toBeNull();
      expect(response.errors?.[0]).toMatchObject({
        message: 'La información enviada no es válida.',
        extensions: { code: 'INVALID_INPUT' },
      });
    }
    expect(await holdsOf(context(), orderId)).toEqual([]);
    expect(await parkStock(context(), day(8))).toEqual(before);
  });

  it('says TOO_MANY_PLACES when an order would take more places on a row than a group has', async () => {
    const next = (date: string) =>
      new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const date = days.slice(10).find((candidate) => days.includes(next(candidate)));
    if (!date) throw new Error('No two open days in a row');
    const { orderId } = await initOrder(context());
    expect(await holdTickets(context(), { orderId, date, quantity: 30 })).toMatchObject({
      success: true,
    });
    const before = await parkStock(context(), date);

    // A two-day ticket from the same day takes the same park row: 30 + 20 places on it.
    const twoDays = await context().graphql<{ setLockedStock: { code: string; message: string } }>(
      SET_LOCKED_STOCK,
      {
        data: {
          orderId,
          service: 'TICKET',
          code: 'FR-D2',
          startDate: date,
          duration: 2,
          quantity: 20,
        },
      },
    );

    expect(twoDays.data?.setLockedStock).toMatchObject({
      code: 'TOO_MANY_PLACES',
      message: 'One order cannot hold that many places for the same date.',
    });
    expect(await holdsOf(context(), orderId)).toEqual([
      expect.objectContaining({ hold_key: 'TICKET:FR-D1', quantity: 30 }),
    ]);
    expect(await parkStock(context(), date)).toEqual(before);
    // Replacing a hold counts its new places only: the largest group fits.
    expect(await holdTickets(context(), { orderId, date, quantity: 40 })).toMatchObject({
      success: true,
    });
  });

  // PGlite runs one transaction at a time, which would hide a race: PostgreSQL only.
  it('never oversells: 40 concurrent holds of 1 place on a row of 10 give exactly 10', async ({
    skip,
  }) => {
    if (context().database.kind !== 'postgres') skip();
    const stock = await parkStock(context(), day(9));
    await setCapacity(context(), stock.id, 10);
    const orders = await Promise.all(Array.from({ length: 40 }, () => initOrder(context())));

    const results = await Promise.all(
      orders.map(({ orderId }) => holdTickets(context(), { orderId, date: day(9), quantity: 1 })),
    );

    expect(results.filter((result) => result.success)).toHaveLength(10);
    expect(results.filter((result) => !result.success).map((result) => result.code)).toEqual(
      Array(30).fill('SOLD_OUT'),
    );
    expect((await parkStock(context(), day(9))).held).toBe(10);
  });
});
