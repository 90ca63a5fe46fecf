import { addDays } from '@sesame/domain/dates/calendar-days';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  basket,
  holdsOf,
  initOrder,
  type LockResult,
  query,
  SET_LOCKED_STOCK,
  saveBasket,
} from '../orders/order-flow-fixture.ts';
import { describeEachDatabase, type TestContext } from '../test/test-app.ts';
import { FAMILY, twoDayStart } from './stay-test-fixture.ts';

const FAMILY_ROOM = 'H-FR-CAS-FAMILY';
const DOUBLE_ROOM = 'H-FR-CAS-DOUBLE';

/** The FAMILY group of stay-test-fixture.ts, each of its two rooms in a family room. */
const FAMILY_ROOMS = FAMILY.distribution.map((room) => ({ roomTypeCode: FAMILY_ROOM, ...room }));

// DESIGN.md stock holds for room-nights (decision 6): an ACCOMMODATION hold takes one stock row a
// night of its room kind, and saveBasket prices the stay from the catalogue, never from the browser.
describeEachDatabase('room-nights: holds and the basket’s stay', (ctx) => {
  const holdRooms = async (
    orderId: string,
    data: Record<string, unknown>,
    app: TestContext = ctx(),
  ) => {
    const response = await app.graphql<{ setLockedStock: LockResult }>(SET_LOCKED_STOCK, {
      data: { orderId, service: 'ACCOMMODATION', duration: 1, quantity: 1, ...data },
    });
    const result = response.data?.setLockedStock;
    if (!result) throw new Error(JSON.stringify(response.errors));
    return result;
  };
  const roomsLeft = async (code: string, date: string) => {
    const [row] = await query<{ left: number }>(
      ctx(),
      sql`select (s.capacity - s.sold - coalesce((select sum(quantity) from stock_holds h
            where h.stock_id = s.id and h.expires_at > now()), 0))::int as "left"
          from stock s where s.product = ${code} and s.date = ${date}`,
    );
    return row?.left;
  };

  it('holds a room kind for each night of the stay, one stock row a night', async () => {
    const { date } = await twoDayStart(ctx().database.db, 'fr');
    const { orderId } = await initOrder(ctx());
    const before = await roomsLeft(FAMILY_ROOM, date);
    const held = await holdRooms(orderId, {
      code: FAMILY_ROOM,
      startDate: date,
      quantity: 2,
      distribution: FAMILY.distribution,
    });
    expect(held).toMatchObject({ success: true, code: null });
    expect((await holdsOf(ctx(), orderId)).map((h) => [h.service, h.quantity])).toEqual([
      ['ACCOMMODATION', 2],
    ]);
    expect(await roomsLeft(FAMILY_ROOM, date)).toBe((before ?? 0) - 2);
  });

  it.each([
    ['an unknown room kind', { code: 'H-FR-CAS-ATTIC' }],
    ['a room of the other park', { code: 'H-ES-HOS-DOUBLE' }],
    [
      'a double room for 2 adults and 2 children',
      { code: DOUBLE_ROOM, distribution: [{ adults: 2, children: 2, ages: [8, 11] }] },
    ],
    ['a past night', { startDate: '2020-06-12' }],
  ])('refuses %s and holds nothing', async (_case, fields) => {
    const { date } = await twoDayStart(ctx().database.db, 'fr');
    const { orderId } = await initOrder(ctx());
    const refused = await holdRooms(orderId, {
      code: FAMILY_ROOM,
      startDate: date,
      distribution: [{ adults: 2, children: 0, ages: [] }],
      ...fields,
    });
    expect(refused).toMatchObject({ success: false, code: 'OFFER_UNAVAILABLE' });
    expect(await holdsOf(ctx(), orderId)).toEqual([]);
  });

  it('refuses a night the park is closed, when no room can be sold', async () => {
    const [closed] = await query<{ date: string }>(
      ctx(),
      sql`select to_char(d, 'YYYY-MM-DD') as date from generate_series(current_date + 2, current_date + 400, interval '1 day') d
          where not exists (select 1 from stock s where s.product = ${FAMILY_ROOM} and s.date = d::date)
          order by d limit 1`,
    );
    const { orderId } = await initOrder(ctx());
    const refused = await holdRooms(orderId, {
      code: FAMILY_ROOM,
      startDate: closed?.date,
      distribution: [{ adults: 2, children: 0, ages: [] }],
    });
    expect(refused).toMatchObject({ success: false, code: 'OFFER_UNAVAILABLE' });
    expect(await holdsOf(ctx(), orderId)).toEqual([]);
  });

  it('prices the stay from the catalogue: each room kind its nights, breakfast apart', async () => {
    const { date } = await twoDayStart(ctx().database.db, 'fr');
    const { orderId } = await initOrder(ctx());
    const stay = { code: 'H-FR-CAS', startDate: date, nights: 1, rooms: FAMILY_ROOMS };
    const contents = (breakfast: boolean) =>
      basket(date, {
        group: { adults: FAMILY.adults, children: FAMILY.children, babies: FAMILY.babies },
        duration: 2,
        offerCode: 'FR-D2',
        accommodation: { ...stay, breakfast },
      });
    const without = await saveBasket(ctx(), orderId, contents(false));
    expect(without.success).toBe(true);
    const rooms = without.lines.filter((line) => line.code === FAMILY_ROOM);
    expect(rooms).toHaveLength(1);
    expect(rooms[0]).toMatchObject({ date, quantity: 2 });

    const withBreakfast = await saveBasket(ctx(), orderId, contents(true));
    // catalogue.md §7.6: Le Castellum's breakfast is 18 € an adult and 10 € a child of 3 to 13;
    // the baby eats free. Two adults and two children, one night.
    expect(withBreakfast.total - without.total).toBe(2 * 1800 + 2 * 1000);
  });

  it.each<[string, (date: string) => Record<string, unknown>]>([
    ['rooms that leave a visitor out', () => ({ rooms: FAMILY_ROOMS.slice(0, 1) })],
    ['a stay that starts the day after the visit', (date) => ({ startDate: addDays(date, 1) })],
    ['more nights than the visit has', () => ({ nights: 2 })],
    ['a hotel of the other park', () => ({ code: 'H-ES-HOS' })],
  ])('refuses a basket with %s, and keeps the one saved before', async (_case, fields) => {
    const { date } = await twoDayStart(ctx().database.db, 'fr');
    const { orderId } = await initOrder(ctx());
    const contents = (stay: Record<string, unknown>) =>
      basket(date, {
        group: { adults: FAMILY.adults, children: FAMILY.children, babies: FAMILY.babies },
        duration: 2,
        offerCode: 'FR-D2',
        accommodation: {
          code: 'H-FR-CAS',
          startDate: date,
          nights: 1,
          breakfast: false,
          rooms: FAMILY_ROOMS,
          ...stay,
        },
      });
    const saved = await saveBasket(ctx(), orderId, contents({}));
    expect(saved.success).toBe(true);
    const refused = await saveBasket(ctx(), orderId, contents(fields(date)));
    expect(refused.success).toBe(false);
    expect(refused.code).toEqual(expect.any(String));
    expect(refused.message).toEqual(expect.any(String));
    const [order] = await query<{ total: number }>(
      ctx(),
      sql`select total_cents::int as total from orders where id = ${orderId}`,
    );
    expect(order?.total).toBe(saved.total);
  });

  it('answers a room out of bounds with INVALID_INPUT naming it, holding and saving nothing', async () => {
    const { date } = await twoDayStart(ctx().database.db, 'fr');
    const { orderId } = await initOrder(ctx());
    const nine = await ctx().graphql(SET_LOCKED_STOCK, {
      data: {
        orderId,
        service: 'ACCOMMODATION',
        code: FAMILY_ROOM,
        startDate: date,
        duration: 1,
        quantity: 1,
        distribution: [{ adults: 9, children: 0, ages: [] }],
      },
    });
    expect(nine.errors?.[0]?.extensions).toMatchObject({
      code: 'INVALID_INPUT',
      fields: ['lockedStockData.distribution.0'],
    });
    expect(await holdsOf(ctx(), orderId)).toEqual([]);

    const aged40 = await ctx().graphql(
      `mutation ($orderId: ID!, $basket: BasketInput!) { saveBasket(orderId: $orderId, basket: $basket) { success } }`,
      {
        orderId,
        basket: basket(date, {
          group: { adults: FAMILY.adults, children: FAMILY.children, babies: FAMILY.babies },
          duration: 2,
          offerCode: 'FR-D2',
          accommodation: {
            code: 'H-FR-CAS',
            startDate: date,
            nights: 1,
            breakfast: false,
            rooms: [{ ...FAMILY_ROOMS[0], ages: [40, 1] }, FAMILY_ROOMS[1]],
          },
        }),
      },
    );
    expect(aged40.errors?.[0]?.extensions).toMatchObject({
      code: 'INVALID_INPUT',
      fields: ['basket.accommodation.rooms.0.ages'],
    });
    const [order] = await query<{ lines: number }>(
      ctx(),
      sql`select count(*)::int as lines from order_lines where order_id = ${orderId}`,
    );
    expect(order?.lines).toBe(0);
  });
});
