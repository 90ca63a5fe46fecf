import { addDays } from '@sesame/domain/dates/calendar-days';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { stayDetail } from '../accommodation/stay-test-fixture.ts';
import { signIn } from '../identity/identity-test-fixture.ts';
import { holdsOf, openDays, query } from '../orders/order-flow-fixture.ts';
import { coversLeft, mealLine } from '../restaurants/restaurant-test-fixture.ts';
import { describeEachDatabase, startAppOn } from '../test/test-app.ts';
import {
  asCustomer,
  banquetDinner,
  castellumStay,
  customerWithPaidOrder,
  customerWithTwoDayOrder,
  holdCovers,
  holdStay,
  ORDER_TO_COMPLETE,
  payCompletion,
  type Result,
  SAVE_COMPLETION_BASKET,
  soldOn,
  startCompletion,
  twoDayStarts,
} from './completion-fixture.ts';

type Saved = Result & {
  total: number;
  lines: Array<{ kind: string; code: string; date: string; quantity: number; totalPrice: number }>;
};

describeEachDatabase('completion mode: meals added to a paid order', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr', 14);
  });
  /** A day of its own for each test, so that no two tests share a sitting. */
  let used = 0;
  const nextDay = () => days[used++] as string;

  const saveMeals = async (
    token: string,
    orderId: string,
    restaurants: Array<Record<string, unknown>>,
    fields: Record<string, unknown> = {},
  ) => {
    const response = await asCustomer<{ saveCompletionBasket: Saved }>(
      context(),
      token,
      SAVE_COMPLETION_BASKET,
      { orderId, language: 'fr', complementaries: [], restaurants, ...fields },
    );
    const saved = response.data?.saveCompletionBasket;
    if (!saved) throw new Error(JSON.stringify(response.errors));
    return saved;
  };
  /** What the completion order stores: its basket, its lines, its holds. */
  const stored = async (orderId: string) => {
    const [order] = await query<{ basket: unknown; lines: number }>(
      context(),
      sql`select o.basket, (select count(*) from order_lines l where l.order_id = o.id)::int as lines
          from orders o where o.id = ${orderId}`,
    );
    return { ...order, holds: await holdsOf(context(), orderId) };
  };

  it('prices and holds the new dinner only, takes payment of it, and adds it to the visit', async () => {
    const date = nextDay();
    const ada = await customerWithPaidOrder(context(), date);
    const dinner = await banquetDinner(context(), date);
    const parkSold = await soldOn(context(), 'PARK', date);
    const orderId = await startCompletion(context(), ada.token, ada.order.orderId);

    const covers = await coversLeft(context(), dinner);
    expect(await holdCovers(context(), orderId, dinner, 3)).toMatchObject({ success: true });
    const saved = await saveMeals(ada.token, orderId, [mealLine(dinner)], {
      restaurantAllergies: true,
      restaurantAllergyNote: 'Arachides (Léa)',
    });
    expect(saved).toMatchObject({ success: true, code: null });
    // A line per menu: two adult menus, one child menu; nothing of the paid visit.
    expect(saved.lines.map((line) => [line.kind, line.code, line.date, line.quantity])).toEqual([
      ['restaurant', dinner, date, 2],
      ['restaurant', dinner, date, 1],
    ]);
    expect(saved.total).toBe(saved.lines.reduce((sum, line) => sum + line.totalPrice, 0));
    expect(saved.total).toBeGreaterThan(0);
    const [request] = await query<{ allergies: boolean; note: string }>(
      context(),
      sql`select (basket #>> '{request,restaurantAllergies}')::boolean as allergies,
            basket #>> '{request,restaurantAllergyNote}' as note
          from orders where id = ${orderId}`,
    );
    expect(request).toEqual({ allergies: true, note: 'Arachides (Léa)' });

    // The dinner's covers, held then sold; the park's places of the paid tickets untouched.
    expect(await payCompletion(context(), orderId, ada.customer)).toBe('paid');
    expect(await coversLeft(context(), dinner)).toBe(covers - 3);
    expect(await soldOn(context(), 'PARK', date)).toBe(parkSold);
    const parent = await asCustomer<{
      orderToComplete: {
        products: Array<{
          type: string;
          code: string;
          dates: { sessionTime: string | null };
          group: { adults: number; children: number };
        }>;
      };
    }>(context(), ada.token, ORDER_TO_COMPLETE, { id: ada.order.orderId });
    const time = dinner.slice(-5);
    expect(
      parent.data?.orderToComplete.products.map((p) => [
        p.type,
        p.code,
        p.dates.sessionTime,
        p.group,
      ]),
    ).toEqual([
      ['OFFER', 'FR-D1', null, { adults: 2, children: 1 }],
      ['DINER', dinner, time, { adults: 2, children: 0 }],
      ['DINER', dinner, time, { adults: 0, children: 1 }],
    ]);
  });

  it('counts the meals the visit has: no second dinner for the family, the child’s when the adults dine', async () => {
    const date = nextDay();
    const bob = await customerWithPaidOrder(context(), date);
    const dinner = await banquetDinner(context(), date);
    const first = await startCompletion(context(), bob.token, bob.order.orderId);
    await holdCovers(context(), first, dinner, 2);
    const adults = mealLine(dinner, { children: 0, menuChildCode: null });
    expect(await saveMeals(bob.token, first, [adults])).toMatchObject({ success: true });
    expect(await payCompletion(context(), first, bob.customer)).toBe('paid');

    const second = await startCompletion(context(), bob.token, bob.order.orderId);
    expect(await saveMeals(bob.token, second, [mealLine(dinner)])).toMatchObject({
      success: false,
      code: 'TOO_MANY_MENUS',
      message:
        'There are more menus than visitors for this meal. Choose at most one menu per visitor (babies eat free).',
      lines: [],
      total: 0,
    });
    expect(await stored(second)).toEqual({ basket: null, lines: 0, holds: [] });
    const child = mealLine(dinner, { adults: 0, menuAdultCode: null });
    expect(await saveMeals(bob.token, second, [child])).toMatchObject({
      success: true,
      lines: [{ kind: 'restaurant', code: dinner, quantity: 1 }],
    });
  });

  it.each([
    [
      'a sitting of another day than the visit',
      (date: string, dinner: string) => [
        mealLine(dinner.replace(date, addDays(date, 1)), { id: 'other-day' }),
      ],
      'RESTAURANT_LINE_INVALID',
    ],
    [
      'more menus than visitors',
      (_date: string, dinner: string) => [mealLine(dinner, { adults: 3 })],
      'TOO_MANY_MENUS',
    ],
    [
      'more child menus than children',
      (_date: string, dinner: string) => [
        mealLine(dinner, { adults: 0, children: 2, menuAdultCode: null }),
      ],
      'TOO_MANY_MENUS',
    ],
    [
      'a menu the restaurant does not serve',
      (_date: string, dinner: string) => [mealLine(dinner, { menuAdultCode: 'LE-GRAND-BUFFET' })],
      'RESTAURANT_LINE_INVALID',
    ],
  ] as const)('refuses %s with a clear error, storing nothing', async (_case, meals, code) => {
    const date = nextDay();
    const cleo = await customerWithPaidOrder(context(), date);
    const dinner = await banquetDinner(context(), date);
    const orderId = await startCompletion(context(), cleo.token, cleo.order.orderId);
    const saved = await saveMeals(cleo.token, orderId, meals(date, dinner));
    expect(saved).toMatchObject({ success: false, code, lines: [], total: 0 });
    expect(saved.message).toEqual(expect.any(String));
    expect(await stored(orderId)).toEqual({ basket: null, lines: 0, holds: [] });
  });

  it('keeps the restaurants’ cut-off: no meal within 3 days of the visit', async () => {
    const date = nextDay();
    const dan = await customerWithPaidOrder(context(), date);
    const dinner = await banquetDinner(context(), date);
    // The same customer two days before the visit, on an app whose clock says so.
    const twoDaysBefore = new Date(`${addDays(date, -2)}T12:00:00+02:00`);
    const app = await startAppOn(context().database, { clock: () => twoDaysBefore });
    try {
      const { accessToken } = await signIn(app, dan.email);
      const orderId = await startCompletion(app, accessToken, dan.order.orderId);
      const response = await asCustomer<{ saveCompletionBasket: Saved }>(
        app,
        accessToken,
        SAVE_COMPLETION_BASKET,
        { orderId, language: 'en', complementaries: [], restaurants: [mealLine(dinner)] },
      );
      expect(response.data?.saveCompletionBasket).toMatchObject({
        success: false,
        code: 'RESTAURANT_BOOKING_CLOSED',
        message: expect.stringContaining('You can still eat on site.'),
      });
      expect(await stored(orderId)).toEqual({ basket: null, lines: 0, holds: [] });
    } finally {
      await app.app.close();
    }
  });

  it('refuses a completion that asks for nothing', async () => {
    const date = nextDay();
    const eve = await customerWithPaidOrder(context(), date);
    const orderId = await startCompletion(context(), eve.token, eve.order.orderId);
    expect(await saveMeals(eve.token, orderId, [])).toMatchObject({
      success: false,
      code: 'BASKET_INVALID',
    });
  });
});

describeEachDatabase('completion mode: a hotel night added to a paid 2-day visit', (context) => {
  let starts: string[] = [];
  beforeAll(async () => {
    starts = await twoDayStarts(context());
  });
  /** A 2-day visit of its own for each test, so that no two tests share a night. */
  let used = 0;
  const nextStart = () => starts[used++] as string;

  const saveStay = async (token: string, orderId: string, accommodation: unknown) => {
    const response = await asCustomer<{ saveCompletionBasket: Saved }>(
      context(),
      token,
      SAVE_COMPLETION_BASKET,
      { orderId, language: 'en', complementaries: [], accommodation },
    );
    const saved = response.data?.saveCompletionBasket;
    if (!saved) throw new Error(JSON.stringify(response.errors));
    return saved;
  };
  const stored = async (orderId: string) => {
    const [order] = await query<{ basket: unknown; lines: number }>(
      context(),
      sql`select o.basket, (select count(*) from order_lines l where l.order_id = o.id)::int as lines
          from orders o where o.id = ${orderId}`,
    );
    return { ...order, holds: await holdsOf(context(), orderId) };
  };
  /** The products of the stock rows a saved basket takes. */
  const storedPlaces = (orderId: string) =>
    query<{ product: string; date: string; quantity: number }>(
      context(),
      sql`select s.product, to_char(s.date, 'YYYY-MM-DD') as date, (held ->> 'quantity')::int as quantity
          from orders o
          cross join lateral jsonb_array_elements(o.basket -> 'stock') held
          join stock s on s.id = (held ->> 'stockId')::bigint
          where o.id = ${orderId} order by s.date, s.product`,
    );
  /** The family room's price for the night, as the hotel's page offers it to the group. */
  const familyRoomPrice = async (date: string) => {
    const { data } = await stayDetail(context(), {
      code: 'H-FR-CAS',
      startDate: date,
      adults: 2,
      children: 1,
      babies: 0,
      distribution: [{ adults: 2, children: 1, ages: [8] }],
    });
    const room = data?.accommodationDetail?.rooms.find(
      (solution) =>
        solution.solution.length === 1 && solution.solution[0]?.roomTypeCode === 'H-FR-CAS-FAMILY',
    );
    if (!room) throw new Error(`Le Castellum has no family room on ${date}`);
    return room.price;
  };

  it('prices and holds the room night only, takes payment of it, adds it to the visit, and sells no second stay', async () => {
    const date = nextStart();
    const ada = await customerWithTwoDayOrder(context(), date);
    const price = await familyRoomPrice(date);
    const parkSold = [
      await soldOn(context(), 'PARK', date),
      await soldOn(context(), 'PARK', addDays(date, 1)),
    ];
    const roomsSold = await soldOn(context(), 'H-FR-CAS-FAMILY', date);
    const orderId = await startCompletion(context(), ada.token, ada.order.orderId);

    const stay = castellumStay(date);
    expect(await holdStay(context(), orderId, stay)).toEqual([
      expect.objectContaining({ success: true }),
    ]);
    const saved = await saveStay(ada.token, orderId, stay);
    expect(saved).toMatchObject({ success: true, code: null, total: price });
    // The room line alone, priced by the hotel's own line on the visit's night and group.
    expect(saved.lines.map((line) => [line.kind, line.code, line.date, line.quantity])).toEqual([
      ['hotel', 'H-FR-CAS-FAMILY', date, 1],
    ]);
    expect(await storedPlaces(orderId)).toEqual([
      { product: 'H-FR-CAS-FAMILY', date, quantity: 1 },
    ]);

    expect(await payCompletion(context(), orderId, ada.customer)).toBe('paid');
    expect(await soldOn(context(), 'H-FR-CAS-FAMILY', date)).toBe(roomsSold + 1);
    expect([
      await soldOn(context(), 'PARK', date),
      await soldOn(context(), 'PARK', addDays(date, 1)),
    ]).toEqual(parkSold);
    const parent = await asCustomer<{
      orderToComplete: {
        products: Array<{ type: string; code: string; providerType: string | null }>;
      };
    }>(context(), ada.token, ORDER_TO_COMPLETE, { id: ada.order.orderId });
    expect(
      parent.data?.orderToComplete.products.map((p) => [p.type, p.code, p.providerType]),
    ).toEqual([
      ['OFFER', 'FR-D2', null],
      ['ACCOMMODATION', 'H-FR-CAS-FAMILY', 'INTERNE'],
    ]);

    // One stay a visit: the next completion may not add another, and stores nothing.
    const second = await startCompletion(context(), ada.token, ada.order.orderId);
    const again = await saveStay(ada.token, second, castellumStay(date));
    expect(again).toMatchObject({
      success: false,
      code: 'ALREADY_BOOKED',
      message: 'This extra is already booked for your visit.',
      lines: [],
      total: 0,
    });
    expect(await stored(second)).toEqual({ basket: null, lines: 0, holds: [] });
  });

  it('refuses a stay to a visit bought with its own stay', async () => {
    const date = nextStart();
    const stay = castellumStay(date);
    const bob = await customerWithTwoDayOrder(context(), date, { accommodation: stay }, [
      {
        service: 'ACCOMMODATION',
        code: 'H-FR-CAS-FAMILY',
        startDate: date,
        duration: 1,
        quantity: 1,
        distribution: [{ adults: 2, children: 1, ages: [8] }],
      },
    ]);
    const orderId = await startCompletion(context(), bob.token, bob.order.orderId);
    expect(await saveStay(bob.token, orderId, castellumStay(date))).toMatchObject({
      success: false,
      code: 'ALREADY_BOOKED',
    });
    expect(await stored(orderId)).toEqual({ basket: null, lines: 0, holds: [] });
  });

  it.each<[string, (date: string) => Record<string, unknown>, string, RegExp]>([
    [
      'a stay from the second day of the visit',
      (date) => castellumStay(date, { startDate: addDays(date, 1) }),
      'STAY_NOT_IN_VISIT',
      /^A stay added to your visit starts on its first day and lasts its nights/,
    ],
    [
      'a stay of two nights for a visit of one',
      (date) => castellumStay(date, { nights: 2 }),
      'STAY_NOT_IN_VISIT',
      /choose the hotel again for the dates of your visit/,
    ],
    [
      'rooms that leave the child out',
      (date) =>
        castellumStay(date, {
          rooms: [{ roomTypeCode: 'H-FR-CAS-DOUBLE', adults: 2, children: 0, ages: [] }],
        }),
      'DISTRIBUTION_INVALID',
      /^The room distribution is not valid\. 0 of the group's 1 children are placed in the rooms/,
    ],
  ])(
    'refuses %s with a clear error, holding and storing nothing',
    async (_case, stay, code, text) => {
      const date = nextStart();
      const cleo = await customerWithTwoDayOrder(context(), date);
      const orderId = await startCompletion(context(), cleo.token, cleo.order.orderId);
      const saved = await saveStay(cleo.token, orderId, stay(date));
      expect(saved).toMatchObject({ success: false, code, lines: [], total: 0 });
      expect(saved.message).toMatch(text);
      expect(await stored(orderId)).toEqual({ basket: null, lines: 0, holds: [] });
    },
  );

  it('refuses a night to a day visit: it has none', async () => {
    const date = nextStart();
    const dan = await customerWithPaidOrder(context(), date);
    const orderId = await startCompletion(context(), dan.token, dan.order.orderId);
    expect(await saveStay(dan.token, orderId, castellumStay(date))).toMatchObject({
      success: false,
      code: 'ACCOMMODATION_NOT_INCLUDED',
    });
    expect(await stored(orderId)).toEqual({ basket: null, lines: 0, holds: [] });
  });
});
