import { addDays } from '@sesame/domain/dates/calendar-days';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  basket,
  createCart,
  holdTickets,
  initOrder,
  query,
  SAVE_BASKET,
  SET_LOCKED_STOCK,
  saveBasket,
} from '../orders/order-flow-fixture.ts';
import { describeEachDatabase, type TestContext } from '../test/test-app.ts';
import { dropOrders, holdPlaces, openDay, showDay } from './catalog-test-data.ts';

// The passes as a line kind of saveBasket (decision 16): priced by the server from the catalogue
// (catalogue.md §7.3, per person per day at the day's tier), held with the basket (a PASS hold).

const PASS_PRICES: Record<string, Record<string, number>> = {
  PE: { L: 2500, M: 2900, H: 3500 },
  PGE: { L: 5500, M: 6200, H: 6900 },
};

const holdPasses = async (
  context: TestContext,
  hold: { orderId: string; code: string; date: string; quantity: number },
  host?: string,
) => {
  const { orderId, date, ...request } = hold;
  const response = await context.graphql<{
    setLockedStock: { success: boolean; code: string | null };
  }>(
    SET_LOCKED_STOCK,
    { data: { orderId, service: 'PASS', startDate: date, duration: 1, ...request } },
    host ? { host } : {},
  );
  return response.data?.setLockedStock;
};

const orderTotal = async (context: TestContext, orderId: string) =>
  (
    await query<{ total: number | null }>(
      context,
      sql`select total_cents as total from orders where id = ${orderId}`,
    )
  )[0]?.total;

describeEachDatabase('passes in a basket', (ctx) => {
  const db = () => ctx().database.db;

  it('prices a PE line from the catalogue and keeps its places with the basket', async () => {
    const day = await openDay(db(), 'fr', sql`p.season = 'L'`);
    const { orderId } = await initOrder(ctx());
    await holdTickets(ctx(), { orderId, date: day.date, quantity: 3 });
    expect(
      await holdPasses(ctx(), { orderId, code: 'PE', date: day.date, quantity: 3 }),
    ).toMatchObject({
      success: true,
      code: null,
    });

    const pe = { code: 'PE', dates: [day.date], quantity: 3 };
    const contents = basket(day.date, { complementaries: [pe] });
    const withPrice = await ctx().graphql(SAVE_BASKET, {
      orderId,
      basket: { ...contents, complementaries: [{ ...pe, totalPrice: 1 }] },
    });
    const saved = await saveBasket(ctx(), orderId, contents);

    expect(withPrice.errors?.[0]?.message).toMatch(/totalPrice/);
    const tickets = 2 * 4900 + 3700;
    expect(saved).toMatchObject({ success: true, total: tickets + 3 * 2500 });
    expect(saved.lines[1]).toEqual({
      kind: 'pass',
      code: 'PE',
      label: 'Emotion Pass',
      date: day.date,
      adults: 2,
      children: 1,
      quantity: 3,
      adultUnitPrice: 2500,
      childUnitPrice: 2500,
      totalPrice: 7500,
    });
    const [passRow] = await query<{ id: number }>(
      ctx(),
      sql`select id::int as id from stock where platform = 'fr' and product = 'PE' and date = ${day.date}`,
    );
    const [stored] = await query<{ stock: Array<{ stockId: number; quantity: number }> }>(
      ctx(),
      sql`select basket->'stock' as stock from orders where id = ${orderId}`,
    );
    expect(stored?.stock).toContainEqual({ stockId: passRow?.id, quantity: 3 });
    expect((await createCart(ctx(), orderId)).success).toBe(true);

    // Without its PASS hold, the same basket cannot become a cart.
    const other = await initOrder(ctx());
    await holdTickets(ctx(), { orderId: other.orderId, date: day.date, quantity: 3 });
    expect((await saveBasket(ctx(), other.orderId, contents)).success).toBe(true);
    expect(await createCart(ctx(), other.orderId)).toMatchObject({
      success: false,
      code: 'SELECTION_EXPIRED',
    });
  });

  it('prices each day at its own tier, for the visitors who pay (babies are free)', async () => {
    const first = await openDay(
      db(),
      'fr',
      sql`p.date >= current_date + 20 and exists (select 1 from park_days q
        where q.platform = p.platform and q.date = p.date + 1 and q.season <> p.season)`,
    );
    const second = addDays(first.date, 1);
    const [{ season = '' } = {}] = await query<{ season: string }>(
      ctx(),
      sql`select season from park_days where platform = 'fr' and date = ${second}`,
    );
    const { orderId } = await initOrder(ctx());

    const saved = await saveBasket(
      ctx(),
      orderId,
      basket(first.date, {
        offerCode: 'FR-D2',
        duration: 2,
        group: { adults: 1, children: 1, babies: 2 },
        complementaries: [{ code: 'PGE', dates: [second, first.date], quantity: 2 }],
      }),
    );

    const perPerson = (PASS_PRICES.PGE?.[first.season] ?? 0) + (PASS_PRICES.PGE?.[season] ?? 0);
    expect(saved.success).toBe(true);
    expect(saved.lines.find((line) => line.code === 'PGE')).toMatchObject({
      kind: 'pass',
      date: first.date,
      quantity: 2,
      adultUnitPrice: perPerson,
      totalPrice: 2 * perPerson,
    });
  });

  it.each([
    ['a day without pass stock (a Spanish Christmas day)', 'christmas'],
    ['a day outside the visit', 'outside'],
    ['fewer passes than visitors who pay', 'fewer'],
    ['the same pass twice', 'twice'],
    ['an offer without park entry (the night show alone)', 'showOnly'],
  ] as const)('refuses a pass for %s and keeps the basket saved before', async (_case, kind) => {
    const spanish = kind === 'christmas';
    const options = spanish ? { host: 'es.localhost' } : {};
    const day =
      kind === 'christmas'
        ? await openDay(db(), 'es', sql`p.season = 'P'`)
        : kind === 'showOnly'
          ? await showDay(db(), 'fr')
          : await openDay(db(), 'fr', sql`p.date >= current_date + 40`);
    const offerCode = { christmas: 'ES-XMAS', showOnly: 'FR-NS' }[kind as string] ?? 'FR-D1';
    const pass = (fields: Record<string, unknown> = {}) => ({
      code: 'PE',
      dates: [day.date],
      quantity: 3,
      ...fields,
    });
    const complementaries = {
      christmas: [pass()],
      outside: [pass({ dates: [addDays(day.date, 1)] })],
      fewer: [pass({ quantity: 2 })],
      twice: [pass(), pass()],
      showOnly: [pass()],
    }[kind];
    const { orderId } = await initOrder(ctx(), spanish ? 'es.localhost' : undefined);
    const plain = await saveBasket(ctx(), orderId, basket(day.date, { offerCode }), options);
    expect(plain.success).toBe(true);

    const saved = await saveBasket(
      ctx(),
      orderId,
      basket(day.date, { offerCode, complementaries }),
      options,
    );

    expect(saved).toMatchObject({ success: false, code: 'OFFER_UNAVAILABLE', lines: [] });
    expect(await orderTotal(ctx(), orderId)).toBe(plain.total);
  });

  it('cannot hold a pass on a day whose pass stock is gone, or that has none', async () => {
    const day = await openDay(db(), 'fr', sql`p.date >= current_date + 60`);
    const [row] = await query<{ capacity: number }>(
      ctx(),
      sql`select capacity from stock where platform = 'fr' and product = 'PE' and date = ${day.date}`,
    );
    const other = await holdPlaces(
      db(),
      { platform: 'fr', product: 'PE', date: day.date },
      (row?.capacity ?? 0) - 2,
      '15 minutes',
    );
    const { orderId } = await initOrder(ctx());

    const refused = await holdPasses(ctx(), { orderId, code: 'PE', date: day.date, quantity: 3 });
    const christmas = await openDay(db(), 'es', sql`p.season = 'P'`);
    const spanish = await initOrder(ctx(), 'es.localhost');
    const none = await holdPasses(
      ctx(),
      { orderId: spanish.orderId, code: 'PE', date: christmas.date, quantity: 1 },
      'es.localhost',
    );

    expect(refused).toMatchObject({ success: false, code: 'SOLD_OUT' });
    expect(none).toMatchObject({ success: false, code: 'OFFER_UNAVAILABLE' });
    await dropOrders(db(), [other]);
  });
});
