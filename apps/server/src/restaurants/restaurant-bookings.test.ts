import { addDays } from '@sesame/domain/dates/calendar-days';
import { parisToday } from '@sesame/domain/dates/paris-today';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  basket,
  CONFIRM_SHOPPING_CART,
  createCart,
  holdsOf,
  holdTickets,
  initOrder,
  type LockResult,
  openDays,
  query,
  REMOVE_LOCKED_STOCK,
  SET_LOCKED_STOCK,
  saveBasket,
} from '../orders/order-flow-fixture.ts';
import { describeEachDatabase, startAppOn, type TestContext } from '../test/test-app.ts';
import { coversLeft, leaveCovers, mealLine } from './restaurant-test-fixture.ts';

const LINES = `query ($orderId: ID!) {
  order(orderId: $orderId) { status lines { kind code label date time mealType quantity totalPrice } }
}`;

const SAVED = `query ($id: ID!) {
  basket(id: $id) {
    booking {
      restaurantAllergies restaurantAllergyNote
      restaurants { id eventId code date time adults children menuAdultCode menuChildCode }
    }
  }
}`;

describeEachDatabase('restaurant sittings: holds, basket lines, cart and sale', (ctx) => {
  let days: string[];
  beforeAll(async () => {
    days = await openDays(ctx(), 'fr', 5);
  });
  /** A day of its own for each test, so that no two tests share a sitting. */
  let used = 0;
  const nextDay = () => days[used++] as string;

  const holdCovers = async (
    orderId: string,
    eventId: string,
    quantity: number,
    fields: Record<string, unknown> = {},
    language = 'en',
    app: TestContext = ctx(),
  ) => {
    const response = await app.graphql<{ setLockedStock: LockResult }>(
      SET_LOCKED_STOCK,
      {
        data: {
          orderId,
          service: 'RESTAURANT',
          code: eventId,
          startDate: eventId.slice(-16, -6),
          quantity,
          ...fields,
        },
      },
      { language },
    );
    const result = response.data?.setLockedStock;
    if (!result) throw new Error(JSON.stringify(response.errors));
    return result;
  };

  /** A family of 2 adults, a child and a baby, with their tickets held on `date`. */
  const familyOrder = async (date: string) => {
    const { orderId } = await initOrder(ctx());
    expect(await holdTickets(ctx(), { orderId, date, quantity: 3 })).toMatchObject({
      success: true,
    });
    return orderId;
  };
  const familyBasket = (date: string, fields: Record<string, unknown> = {}) =>
    basket(date, { group: { adults: 2, children: 1, babies: 1 }, ...fields });

  it('holds the covers of a sitting under the order’s one expiry, and releases them by eventId', async () => {
    const date = nextDay();
    const eventId = `R-FR-BAN-${date}-13:00`;
    const orderId = await familyOrder(date);
    const held = await holdCovers(orderId, eventId, 3);
    expect(held).toMatchObject({ success: true, code: null });
    expect(await coversLeft(ctx(), eventId)).toBe(597);
    const [ticketHold, mealHold] = await query<{ expires_at: string; hold_key: string }>(
      ctx(),
      sql`select expires_at::text, hold_key from stock_holds where order_id = ${orderId}
          order by service desc`,
    );
    expect(mealHold?.hold_key).toBe(`RESTAURANT:${eventId}`);
    expect(mealHold?.expires_at).toBe(ticketHold?.expires_at);

    // A new hold of the same sitting replaces the old one (a line with the same id replaces it).
    expect(await holdCovers(orderId, eventId, 2)).toMatchObject({ success: true });
    expect(await coversLeft(ctx(), eventId)).toBe(598);

    const released = await ctx().graphql<{ removeLockedStock: { success: boolean } }>(
      REMOVE_LOCKED_STOCK,
      {
        data: { orderId, service: 'RESTAURANT', code: eventId, startDate: date, quantity: 2 },
      },
    );
    expect(released.data?.removeLockedStock.success).toBe(true);
    expect(await coversLeft(ctx(), eventId)).toBe(600);
    expect((await holdsOf(ctx(), orderId)).map((h) => h.service)).toEqual(['TICKET']);
  });

  it.each([
    [
      'a sitting of another date',
      (d: string): [string, string] => [`R-FR-BAN-${d}-13:00`, addDays(d, 1)],
      'RESTAURANT_LINE_INVALID',
    ],
    [
      'a time the restaurant does not serve',
      (d: string): [string, string] => [`R-FR-BAN-${d}-15:00`, d],
      'RESTAURANT_LINE_INVALID',
    ],
    [
      'a restaurant of the other park',
      (d: string): [string, string] => [`R-ES-PAT-${d}-13:30`, d],
      'RESTAURANT_LINE_INVALID',
    ],
    [
      'a code that names no sitting',
      (d: string): [string, string] => ['R-FR-BAN', d],
      'RESTAURANT_LINE_INVALID',
    ],
  ] as const)('refuses to hold %s, holding nothing', async (_case, sitting, code) => {
    const date = nextDay();
    const orderId = await familyOrder(date);
    const [eventId, startDate] = sitting(date);
    expect(await holdCovers(orderId, eventId, 3, { startDate })).toMatchObject({
      success: false,
      code,
      message: expect.any(String),
    });
    expect((await holdsOf(ctx(), orderId)).map((h) => h.service)).toEqual(['TICKET']);
  });

  it('refuses to hold a sitting fewer than 3 days ahead, or past: the visitor eats on site', async () => {
    const today = parisToday(new Date());
    const { orderId } = await initOrder(ctx());
    for (const date of [addDays(today, 2), addDays(today, -1)]) {
      const result = await holdCovers(orderId, `R-FR-ROT-${date}-12:45`, 2, {}, 'fr');
      expect(result).toMatchObject({ success: false, code: 'RESTAURANT_BOOKING_CLOSED' });
      expect(result.message).toContain('Vous pourrez vous restaurer sur place.');
    }
    expect(await holdsOf(ctx(), orderId)).toEqual([]);
  });

  it.each([
    ['en', 'The number of menus requested is no longer available'],
    ['fr', "Le nombre de menus demandé n'est plus disponible"],
    ['es', 'El número de menús solicitado ya no está disponible'],
  ])(
    'says in %s that the menus are no longer available when the covers went (§8)',
    async (language, text) => {
      const date = nextDay();
      const eventId = `R-FR-BIS-${date}-19:45`;
      await leaveCovers(ctx(), eventId, 2);
      const { orderId } = await initOrder(ctx());
      expect(await holdCovers(orderId, eventId, 3, {}, language)).toEqual({
        success: false,
        code: 'MENUS_UNAVAILABLE',
        message: text,
        expiresAt: null,
      });
      expect(await holdCovers(orderId, eventId, 2, {}, language)).toMatchObject({ success: true });
      expect(await coversLeft(ctx(), eventId)).toBe(0);
    },
  );

  it('prices a dinner per menu, babies free, and sells it with the tickets', async () => {
    const date = nextDay();
    const eventId = `R-FR-BAN-${date}-${(await dinnerTime(date)) ?? ''}`;
    const orderId = await familyOrder(date);
    expect(await holdCovers(orderId, eventId, 3)).toMatchObject({ success: true });
    const saved = await saveBasket(
      ctx(),
      orderId,
      familyBasket(date, {
        language: 'fr',
        restaurants: [mealLine(eventId)],
        restaurantAllergies: true,
        restaurantAllergyNote: 'Arachides (Léa)',
      }),
    );
    expect(saved).toMatchObject({ success: true, code: null });
    const meals = saved.lines.filter((line) => line.kind === 'restaurant');
    expect(meals).toEqual([
      {
        kind: 'restaurant',
        code: eventId,
        label: expect.stringMatching(
          /^Le Banquet des Bardes – dîner du \S+ \d+ \S+ \d{4} à \d\d:\d\d – Le Festin des Bardes$/,
        ),
        date,
        adults: 2,
        children: 0,
        quantity: 2,
        adultUnitPrice: 3900,
        childUnitPrice: 0,
        totalPrice: 7800,
      },
      expect.objectContaining({
        label: expect.stringContaining('Le Festin des Petits Bardes'),
        adults: 0,
        children: 1,
        quantity: 1,
        childUnitPrice: 1700,
        totalPrice: 1700,
      }),
    ]);
    const tickets = saved.lines.find((line) => line.code === 'FR-D1');
    expect(saved.total).toBe((tickets?.totalPrice ?? 0) + 9500);

    const cart = await createCart(ctx(), orderId);
    expect(cart).toMatchObject({ success: true, total: saved.total });
    await query(
      ctx(),
      sql`insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, status)
          select gen_random_uuid(), id, shopping_cart_id, 'sandbox', total_cents, 'succeeded'
          from orders where id = ${orderId}`,
    );
    const confirmed = await ctx().graphql<{ confirmShoppingCart: { success: boolean } }>(
      CONFIRM_SHOPPING_CART,
      { orderId, shoppingCartId: cart.shoppingCartId },
    );
    expect(confirmed.data?.confirmShoppingCart.success).toBe(true);
    const [row] = await query<{ sold: number }>(
      ctx(),
      sql`select sold from stock where product = 'R-FR-BAN' and date = ${date}
          and session = ${eventId.slice(-5)}`,
    );
    expect(row?.sold).toBe(3);
    expect(await coversLeft(ctx(), eventId)).toBe(597);

    const order = await ctx().graphql<{
      order: { status: string; lines: Array<Record<string, unknown>> };
    }>(LINES, { orderId });
    expect(order.data?.order.status).toBe('paid');
    expect(order.data?.order.lines.filter((l) => l.kind === 'restaurant')).toEqual([
      expect.objectContaining({ time: eventId.slice(-5), mealType: 'dinner', quantity: 2 }),
      expect.objectContaining({ time: eventId.slice(-5), mealType: 'dinner', quantity: 1 }),
    ]);
    expect(order.data?.order.lines.find((l) => l.kind !== 'restaurant')).toMatchObject({
      time: null,
      mealType: null,
    });
  });

  it('gives the saved meals back to a reload, the allergy note only with its flag', async () => {
    const date = nextDay();
    const eventId = `R-FR-ROT-${date}-12:45`;
    const orderId = await familyOrder(date);
    expect(await holdCovers(orderId, eventId, 3)).toMatchObject({ success: true });
    const line = mealLine(eventId, { menuAdultCode: 'CONNETABLE', menuChildCode: 'ECUYERS' });
    const save = (fields: Record<string, unknown>) =>
      saveBasket(ctx(), orderId, familyBasket(date, { restaurants: [line], ...fields }));

    expect(
      await save({ restaurantAllergies: true, restaurantAllergyNote: 'Gluten' }),
    ).toMatchObject({
      success: true,
      total: expect.any(Number),
    });
    const withNote = await ctx().graphql(SAVED, { id: orderId });
    expect(withNote.data).toEqual({
      basket: {
        booking: {
          restaurantAllergies: true,
          restaurantAllergyNote: 'Gluten',
          restaurants: [line],
        },
      },
    });
    expect(
      await save({ restaurantAllergies: false, restaurantAllergyNote: 'Gluten' }),
    ).toMatchObject({
      success: true,
    });
    const withoutFlag = await ctx().graphql<{ basket: { booking: Record<string, unknown> } }>(
      SAVED,
      { id: orderId },
    );
    expect(withoutFlag.data?.basket.booking).toMatchObject({
      restaurantAllergies: false,
      restaurantAllergyNote: null,
    });
  });

  it('opens no cart while the covers of a saved meal are not held', async () => {
    const date = nextDay();
    const eventId = `R-FR-BIS-${date}-12:30`;
    const orderId = await familyOrder(date);
    const line = mealLine(eventId, { menuAdultCode: 'COMPLET', menuChildCode: 'PETIT-GOURMET' });
    expect(
      await saveBasket(ctx(), orderId, familyBasket(date, { restaurants: [line] })),
    ).toMatchObject({
      success: true,
    });
    expect(await createCart(ctx(), orderId)).toMatchObject({
      success: false,
      code: 'SELECTION_EXPIRED',
    });
  });

  it.each([
    [
      'more menus than visitors',
      (e: string) => [mealLine(e, { adults: 3 })],
      'TOO_MANY_MENUS',
      'There are more menus than visitors for this meal.',
    ],
    [
      'two child menus for one child',
      (e: string) => [mealLine(e, { adults: 1, children: 2 })],
      'TOO_MANY_MENUS',
      'There are more menus than visitors',
    ],
    [
      'a sitting of another date',
      (e: string) => [mealLine(e, { date: addDays(e.slice(-16, -6), 1) })],
      'RESTAURANT_LINE_INVALID',
      'choose the sitting and menus again',
    ],
    [
      'a child menu as an adult menu',
      (e: string) => [mealLine(e, { menuAdultCode: 'PETITS-BARDES' })],
      'RESTAURANT_LINE_INVALID',
      'choose the sitting and menus again',
    ],
    [
      'the free baby menu booked as a child menu',
      (e: string) => [mealLine(e, { menuChildCode: 'PETIT-POT' })],
      'RESTAURANT_LINE_INVALID',
      'choose the sitting and menus again',
    ],
    [
      'a menu of another restaurant',
      (e: string) => [mealLine(e, { menuAdultCode: 'CONNETABLE' })],
      'RESTAURANT_LINE_INVALID',
      'choose the sitting and menus again',
    ],
  ] as const)(
    'refuses a basket with %s and keeps the one saved before',
    async (_case, lines, code, text) => {
      const date = nextDay();
      const eventId = `R-FR-BAN-${date}-11:45`;
      const orderId = await familyOrder(date);
      const first = await saveBasket(ctx(), orderId, familyBasket(date));
      expect(first.success).toBe(true);
      const refused = await saveBasket(
        ctx(),
        orderId,
        familyBasket(date, { restaurants: lines(eventId) }),
      );
      expect(refused).toMatchObject({ success: false, code, lines: [], total: 0 });
      expect(refused.message).toContain(text);
      const [order] = await query<{ total_cents: number; lines: number }>(
        ctx(),
        sql`select total_cents, (select count(*)::int from order_lines where order_id = o.id) as lines
          from orders o where id = ${orderId}`,
      );
      expect(order).toEqual({ total_cents: first.total, lines: first.lines.length });
    },
  );

  it('refuses a basket whose meal is fewer than 3 days ahead, on the app’s clock', async () => {
    const date = nextDay();
    // Two days before the visit, at noon in Paris (10:00 UTC in summer, 11:00 in winter).
    const twoDaysBefore = new Date(`${addDays(date, -2)}T10:00:00Z`);
    const pinned = await startAppOn(ctx().database, { clock: () => twoDaysBefore });
    try {
      const { orderId } = await initOrder(pinned);
      const meal = { restaurants: [mealLine(`R-FR-BAN-${date}-11:45`)] };
      expect(await saveBasket(pinned, orderId, familyBasket(date, meal))).toMatchObject({
        success: false,
        code: 'RESTAURANT_BOOKING_CLOSED',
      });
      expect(
        await holdCovers(orderId, `R-FR-BAN-${date}-11:45`, 3, {}, 'en', pinned),
      ).toMatchObject({
        success: false,
        code: 'RESTAURANT_BOOKING_CLOSED',
      });
    } finally {
      await pinned.app.close();
    }
  });

  /** The Banquet’s dinner: 18:30 on a night-show day, 19:45 on the others. */
  async function dinnerTime(date: string) {
    const [row] = await query<{ session: string }>(
      ctx(),
      sql`select session from stock where product = 'R-FR-BAN' and date = ${date}
          and session >= '17:00'`,
    );
    return row?.session;
  }
});
