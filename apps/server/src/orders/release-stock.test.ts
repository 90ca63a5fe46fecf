import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  expireHolds,
  holdsOf,
  holdTickets,
  initOrder,
  openDays,
  parkStock,
  query,
  REMOVE_LOCKED_STOCK,
  REMOVE_ORDER_LOCKED_STOCKS,
  SET_LOCKED_STOCK,
} from './order-flow-fixture.ts';

describeEachDatabase('removeLockedStock and removeOrderLockedStocks', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });
  const day = (index: number) => days[index] as string;

  const holdShow = (orderId: string, date: string) =>
    context().graphql<{ setLockedStock: { success: boolean } }>(SET_LOCKED_STOCK, {
      data: { orderId, service: 'EVENT', code: 'FR-D1NS', startDate: date, quantity: 2 },
    });

  it('removeLockedStock gives back the places of one product', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(0), quantity: 3 });

    const response = await context().graphql(REMOVE_LOCKED_STOCK, {
      data: { orderId, service: 'TICKET', code: 'FR-D1', startDate: day(0), quantity: 3 },
    });

    expect(response.data).toEqual({
      removeLockedStock: { success: true, code: null, message: null },
    });
    expect(await holdsOf(context(), orderId)).toEqual([]);
    expect((await parkStock(context(), day(0))).held).toBe(0);
  });

  it('removeOrderLockedStocks releases one service, or everything with ALL', async () => {
    const [showDay] = await query<{ date: string }>(
      context(),
      sql`select to_char(date, 'YYYY-MM-DD') as date from show_sessions
          where platform = 'fr' and date > current_date + 12 order by date limit 1`,
    );
    const date = showDay?.date as string;
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date, quantity: 2 });
    expect((await holdShow(orderId, date)).data?.setLockedStock.success).toBe(true);

    await context().graphql(REMOVE_ORDER_LOCKED_STOCKS, { data: { orderId, service: 'EVENT' } });
    expect((await holdsOf(context(), orderId)).map((hold) => hold.service)).toEqual(['TICKET']);

    const response = await context().graphql(REMOVE_ORDER_LOCKED_STOCKS, {
      data: { orderId, service: 'ALL' },
    });
    expect(response.data).toEqual({
      removeOrderLockedStocks: { success: true, code: null, message: null },
    });
    expect(await holdsOf(context(), orderId)).toEqual([]);
  });

  it('lets a visitor start again after the expired-selection pop-up releases everything', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(1), quantity: 2 });
    await expireHolds(context(), orderId);
    expect((await holdTickets(context(), { orderId, date: day(1), quantity: 2 })).code).toBe(
      'SELECTION_EXPIRED',
    );

    await context().graphql(REMOVE_ORDER_LOCKED_STOCKS, { data: { orderId, service: 'ALL' } });

    const again = await holdTickets(context(), { orderId, date: day(1), quantity: 2 });
    expect(again.success).toBe(true);
    expect(Date.parse(again.expiresAt ?? '')).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('refuses another platform’s order and bad input, changing nothing', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(2), quantity: 1 });

    const elsewhere = await context().graphql(
      REMOVE_ORDER_LOCKED_STOCKS,
      { data: { orderId, service: 'ALL' } },
      { host: 'es.localhost' },
    );
    expect(elsewhere.data).toEqual({
      removeOrderLockedStocks: {
        success: false,
        code: 'ORDER_NOT_FOUND',
        message: 'Order not found.',
      },
    });
    const invalid = await context().graphql(
      REMOVE_ORDER_LOCKED_STOCKS,
      { data: { orderId: 'x', service: 'ALL' } },
      { language: 'fr' },
    );
    expect(invalid.errors?.[0]).toMatchObject({
      message: 'Les informations envoyées ne sont pas valides.',
      extensions: { code: 'INVALID_INPUT' },
    });
    expect(await holdsOf(context(), orderId)).toHaveLength(1);
  });
});
