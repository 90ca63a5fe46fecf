import { randomUUID } from 'node:crypto';
import { addDays } from '@sesame/domain/dates/calendar-days';
import { parisToday } from '@sesame/domain/dates/paris-today';
import { errorMessage } from '@sesame/domain/i18n/error-messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { anAddress, send, settle } from '../documents/documents-fixture.ts';
import { activeAccount, newAddress, signIn } from '../identity/identity-test-fixture.ts';
import {
  basket,
  CREATE_SHOPPING_CART,
  INIT_ORDER,
  openDays,
  parkStock,
  query,
  SAVE_BASKET,
  SET_LOCKED_STOCK,
  setCapacity,
} from '../orders/order-flow-fixture.ts';
import { mealLine } from '../restaurants/restaurant-test-fixture.ts';
import { describeEachDatabase, type TestContext } from '../test/test-app.ts';
import {
  asCustomer,
  banquetDinner,
  CHANGE_VISIT_DATE,
  customerWithPaidOrder,
  holdCovers,
  holdPass,
  ORDER_TO_COMPLETE,
  payCompletion,
  type Result,
  SAVE_COMPLETION_BASKET,
  soldOn,
  startCompletion,
  ticketsOf,
} from './completion-fixture.ts';

type Change = Result & { startDate: string | null };

describeEachDatabase('flexible rate: changing the visit day from the account', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr', 14);
  });
  const change = async (token: string, orderId: string, startDate: string) =>
    (
      await asCustomer<{ changeVisitDate: Change }>(context(), token, CHANGE_VISIT_DATE, {
        orderId,
        startDate,
      })
    ).data?.changeVisitDate;
  const orderState = async (orderId: string) =>
    query<{ start: string; dates: string }>(
      context(),
      sql`select o.basket #>> '{request,startDate}' as start,
            string_agg(to_char(l.date, 'YYYY-MM-DD'), ',' order by l.id) as dates
          from orders o join order_lines l on l.order_id = o.id
          where o.id = ${orderId} group by o.id`,
    );

  it('moves the visit and its extras to a day with stock, tickets drawn again', async () => {
    const [from, to] = [days[2] as string, days[6] as string];
    const ada = await customerWithPaidOrder(context(), from, { flexibleRate: true });
    const extras = await startCompletion(context(), ada.token, ada.order.orderId);
    await holdPass(context(), extras, from);
    await asCustomer(context(), ada.token, SAVE_COMPLETION_BASKET, {
      orderId: extras,
      language: 'en',
      complementaries: [{ code: 'PE', dates: [from], quantity: 3 }],
    });
    expect(await payCompletion(context(), extras, ada.customer)).toBe('paid');
    const before = {
      parkFrom: await soldOn(context(), 'PARK', from),
      parkTo: await soldOn(context(), 'PARK', to),
      passFrom: await soldOn(context(), 'PE', from),
      passTo: await soldOn(context(), 'PE', to),
    };
    const oldNumbers = (await ticketsOf(context(), ada.order.orderId)).map((t) => t.number);

    expect(await change(ada.token, ada.order.orderId, to)).toEqual({
      success: true,
      code: null,
      message: null,
      startDate: to,
    });
    expect(await soldOn(context(), 'PARK', from)).toBe(before.parkFrom - 3);
    expect(await soldOn(context(), 'PARK', to)).toBe(before.parkTo + 3);
    expect(await soldOn(context(), 'PE', from)).toBe(before.passFrom - 3);
    expect(await soldOn(context(), 'PE', to)).toBe(before.passTo + 3);
    expect((await orderState(ada.order.orderId))[0]?.start).toBe(to);
    expect((await orderState(extras))[0]).toEqual({ start: to, dates: to });
    const tickets = await ticketsOf(context(), ada.order.orderId);
    expect(tickets.map((t) => t.date)).toEqual([to, to, to]);
    // New numbers: a code printed for the old day names no ticket any more.
    expect(tickets.some((t) => oldNumbers.includes(t.number))).toBe(false);
    expect((await ticketsOf(context(), extras)).map((t) => t.date)).toEqual([to, to, to]);
    const [record] = await query<{ from_date: string; to_date: string }>(
      context(),
      sql`select to_char(from_date, 'YYYY-MM-DD') as from_date, to_char(to_date, 'YYYY-MM-DD') as to_date
          from visit_date_changes where order_id = ${ada.order.orderId}`,
    );
    expect(record).toEqual({ from_date: from, to_date: to });
  });

  it('refuses a day without the places, and changes nothing', async () => {
    const [from, to] = [days[3] as string, days[7] as string];
    const ada = await customerWithPaidOrder(context(), from, { flexibleRate: true });
    const full = await parkStock(context(), to);
    await setCapacity(context(), full.id, full.sold + full.held + 2);
    const soldFrom = await soldOn(context(), 'PARK', from);
    const tickets = await ticketsOf(context(), ada.order.orderId);

    expect(await change(ada.token, ada.order.orderId, to)).toMatchObject({
      success: false,
      code: 'SOLD_OUT',
    });
    expect(await soldOn(context(), 'PARK', from)).toBe(soldFrom);
    expect(await soldOn(context(), 'PARK', to)).toBe(full.sold);
    expect((await orderState(ada.order.orderId))[0]).toEqual({ start: from, dates: from });
    expect(await ticketsOf(context(), ada.order.orderId)).toEqual(tickets);
    await setCapacity(context(), full.id, full.capacity);
  });

  it('refuses within 72 hours of the visit, without the flexible rate, or the same day', async () => {
    const from = days[4] as string;
    const ada = await customerWithPaidOrder(context(), from, { flexibleRate: true });
    const plain = await customerWithPaidOrder(context(), from);
    expect(await change(plain.token, plain.order.orderId, days[8] as string)).toMatchObject({
      success: false,
      code: 'DATE_CHANGE_NOT_FLEXIBLE',
    });
    expect(await change(ada.token, ada.order.orderId, from)).toMatchObject({
      code: 'DATE_CHANGE_SAME_DAY',
    });
    const tooSoon = addDays(parisToday(new Date()), 2);
    expect(await change(ada.token, ada.order.orderId, tooSoon)).toMatchObject({
      code: 'DATE_CHANGE_DAY_INVALID',
    });
    // The visit itself within 72 hours: as if it had been booked long ago for 2 days from now.
    await query(
      context(),
      sql`update orders set basket = jsonb_set(basket, '{request,startDate}', to_jsonb(${tooSoon}::text))
          where id = ${ada.order.orderId}`,
    );
    expect(await change(ada.token, ada.order.orderId, days[8] as string)).toMatchObject({
      success: false,
      code: 'DATE_CHANGE_CLOSED',
      message:
        'The date of a visit can be changed up to 72 hours before it; this visit is too close.',
    });
  });

  it("refuses another customer's order and a random id (IDOR), changing nothing", async () => {
    const from = days[5] as string;
    const ada = await customerWithPaidOrder(context(), from, { flexibleRate: true });
    const bob = await customerWithPaidOrder(context(), from, { flexibleRate: true });
    for (const orderId of [ada.order.orderId, randomUUID()]) {
      expect(await change(bob.token, orderId, days[9] as string)).toMatchObject({
        success: false,
        code: 'ORDER_NOT_FOUND',
      });
    }
    expect((await orderState(ada.order.orderId))[0]?.start).toBe(from);
    const guest = await asCustomer(context(), null, CHANGE_VISIT_DATE, {
      orderId: ada.order.orderId,
      startDate: days[9],
    });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

// A visit moves with everything booked for its days: meals, passes, the show seat, the activity.

type Platform = 'fr' | 'es';
const HOSTS: Record<Platform, string> = { fr: 'localhost', es: 'es.localhost' };

interface Hold {
  service: string;
  code: string;
  startDate: string;
  session?: string;
  quantity?: number;
  duration?: number;
  distribution?: Array<Record<string, unknown>>;
}

/**
 * A signed-in customer's paid flexible-rate visit of 2 adults and 1 child on `date`, booked in
 * the funnel with `holds` besides its tickets and the basket `fields` (meals, passes…).
 */
async function paidVisit(
  context: TestContext,
  request: {
    date: string;
    platform?: Platform;
    offerCode?: string;
    /** The visit's days: 1 unless given. */
    duration?: number;
    holds?: Hold[];
    fields?: Record<string, unknown>;
  },
) {
  const platform = request.platform ?? 'fr';
  const host = HOSTS[platform];
  const offerCode = request.offerCode ?? (platform === 'es' ? 'ES-D1' : 'FR-D1');
  const email = await activeAccount(context);
  const session = await signIn(context, email, undefined, host);
  const customer = { email, firstName: 'Jeanne', lastName: 'Darc' };
  const address = anAddress();
  const { orderId } = await send<{ orderId: string }>(context, address, INIT_ORDER, {}, host);
  const duration = request.duration ?? 1;
  const ticket = { service: 'TICKET', code: offerCode, startDate: request.date, duration };
  for (const hold of [ticket, ...(request.holds ?? [])]) {
    const held = await send<Result>(
      context,
      address,
      SET_LOCKED_STOCK,
      { data: { orderId, duration: 1, quantity: 3, ...hold } },
      host,
    );
    expect(held, JSON.stringify(hold)).toMatchObject({ success: true });
  }
  const saved = await send<Result>(
    context,
    address,
    SAVE_BASKET,
    {
      orderId,
      basket: basket(request.date, {
        offerCode,
        duration,
        language: 'en',
        flexibleRate: true,
        ...request.fields,
      }),
    },
    host,
  );
  expect(saved).toMatchObject({ success: true });
  const cart = await send<Result & { shoppingCartId: string }>(
    context,
    address,
    CREATE_SHOPPING_CART,
    { orderId, customer },
    host,
  );
  expect(cart).toMatchObject({ success: true });
  await query(
    context,
    sql`insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, status)
        select gen_random_uuid(), id, shopping_cart_id, 'sandbox', total_cents, 'succeeded'
        from orders where id = ${orderId}`,
  );
  const shoppingCartId = cart.shoppingCartId;
  expect(await settle(context, { orderId, shoppingCartId, address, host })).toBe('paid');
  return { token: session.accessToken, orderId, customer, host };
}

/** changeVisitDate as the signed-in customer asks it, on the platform of `host`. */
async function changeOn(
  context: TestContext,
  visit: { token: string; orderId: string; host: string },
  startDate: string,
) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: newAddress(),
    headers: {
      host: visit.host,
      'accept-language': 'en',
      authorization: `Bearer ${visit.token}`,
    },
    payload: { query: CHANGE_VISIT_DATE, variables: { orderId: visit.orderId, startDate } },
  });
  const body = response.json<{
    data?: { changeVisitDate: Result & { startDate: string | null } };
  }>();
  expect(body.data, response.body).toBeTruthy();
  return body.data?.changeVisitDate;
}

/** The places sold on a product's rows of a day (one sitting or slot with `session`). */
async function soldAt(
  context: TestContext,
  where: { platform?: Platform; product: string; date: string; session?: string },
) {
  const [row] = await query<{ sold: number }>(
    context,
    sql`select coalesce(sum(sold), 0)::int as sold from stock
        where platform = ${where.platform ?? 'fr'} and product = ${where.product}
          and date = ${where.date} ${where.session ? sql`and session = ${where.session}` : sql``}`,
  );
  return row?.sold ?? 0;
}

/** What a refused change must leave as it was: lines, basket, tickets, holds and date changes. */
async function visitState(context: TestContext, orderIds: readonly string[]) {
  return Promise.all(
    orderIds.map(async (orderId) => ({
      lines: await query(
        context,
        sql`select kind, code, label, to_char(date, 'YYYY-MM-DD') as date, total_cents
            from order_lines where order_id = ${orderId} order by id`,
      ),
      basket: (await query(context, sql`select basket from orders where id = ${orderId}`))[0],
      tickets: await ticketsOf(context, orderId),
      holds: await query(
        context,
        sql`select stock_id from stock_holds where order_id = ${orderId} order by stock_id`,
      ),
      changes: await query(
        context,
        sql`select to_date from visit_date_changes where order_id = ${orderId}`,
      ),
    })),
  );
}

/** The sitting time of an eventId (R-FR-BAN-2027-04-03-19:45). */
const timeOf = (eventId: string) => eventId.slice(-5);

describeEachDatabase(
  'flexible rate: the date change moves what is booked for the visit',
  (context) => {
    let days: string[] = [];
    beforeAll(async () => {
      days = await openDays(context(), 'fr', 14);
    });
    /** Two open days of their own for each test, the same dinner time on both (non-show days). */
    let used = 10;
    const twoDays = async () => {
      for (;;) {
        const [from, to] = [days[used] as string, days[used + 1] as string];
        used += 2;
        if (
          timeOf(await banquetDinner(context(), from)) ===
          timeOf(await banquetDinner(context(), to))
        )
          return [from, to] as const;
      }
    };
    const pass = (date: string) => ({ code: 'PE', dates: [date], quantity: 3 });

    it('moves a dinner and a pass of the funnel, and a lunch added later, to the new day', async () => {
      const [from, to] = await twoDays();
      const dinner = await banquetDinner(context(), from);
      const lunch = `R-FR-BAN-${from}-13:00`;
      const ada = await paidVisit(context(), {
        date: from,
        holds: [
          { service: 'PASS', code: 'PE', startDate: from },
          { service: 'RESTAURANT', code: dinner, startDate: from },
        ],
        fields: { complementaries: [pass(from)], restaurants: [mealLine(dinner)] },
      });
      const extras = await startCompletion(context(), ada.token, ada.orderId);
      expect(await holdCovers(context(), extras, lunch, 3)).toMatchObject({ success: true });
      const saved = await asCustomer<{ saveCompletionBasket: Result }>(
        context(),
        ada.token,
        SAVE_COMPLETION_BASKET,
        { orderId: extras, language: 'en', complementaries: [], restaurants: [mealLine(lunch)] },
      );
      expect(saved.data?.saveCompletionBasket).toMatchObject({ success: true });
      expect(await payCompletion(context(), extras, ada.customer)).toBe('paid');

      const places = async () => ({
        park: [await soldOn(context(), 'PARK', from), await soldOn(context(), 'PARK', to)],
        pass: [await soldOn(context(), 'PE', from), await soldOn(context(), 'PE', to)],
        dinner: [
          await soldAt(context(), { product: 'R-FR-BAN', date: from, session: timeOf(dinner) }),
          await soldAt(context(), { product: 'R-FR-BAN', date: to, session: timeOf(dinner) }),
        ],
        lunch: [
          await soldAt(context(), { product: 'R-FR-BAN', date: from, session: '13:00' }),
          await soldAt(context(), { product: 'R-FR-BAN', date: to, session: '13:00' }),
        ],
      });
      const before = await places();
      const prices = async () =>
        query(
          context(),
          sql`select kind, total_cents, adult_unit_cents, child_unit_cents, quantity from order_lines
            where order_id in (${ada.orderId}, ${extras}) order by id`,
        );
      const paid = await prices();

      expect(await changeOn(context(), ada, to)).toEqual({
        success: true,
        code: null,
        message: null,
        startDate: to,
      });
      // Three places of each kind went back on the old day and were taken on the new one.
      const moved = (counts: number[]) => [(counts[0] ?? 0) - 3, (counts[1] ?? 0) + 3];
      expect(await places()).toEqual({
        park: moved(before.park),
        pass: moved(before.pass),
        dinner: moved(before.dinner),
        lunch: moved(before.lunch),
      });
      // The customer paid for the change with the flexible rate: every price is as paid.
      expect(await prices()).toEqual(paid);

      // The account shows each meal at its restaurant and time on the new day, the pass there too.
      const order = await asCustomer<{
        orderToComplete: {
          accessDate: string;
          products: Array<{
            type: string;
            code: string;
            name: string;
            dates: { accessDate: string | null; sessionTime: string | null };
          }>;
        };
      }>(context(), ada.token, ORDER_TO_COMPLETE, { id: ada.orderId });
      const products = order.data?.orderToComplete.products ?? [];
      expect(order.data?.orderToComplete.accessDate).toBe(to);
      const newDinner = `R-FR-BAN-${to}-${timeOf(dinner)}`;
      const newLunch = `R-FR-BAN-${to}-13:00`;
      expect(
        products
          .filter((p) => ['DINER', 'LUNCH', 'PASS'].includes(p.type))
          .map((p) => [p.type, p.code, p.dates.accessDate, p.dates.sessionTime]),
      ).toEqual([
        ['PASS', 'PE', to, null],
        ['DINER', newDinner, to, timeOf(dinner)],
        ['DINER', newDinner, to, timeOf(dinner)],
        ['LUNCH', newLunch, to, '13:00'],
        ['LUNCH', newLunch, to, '13:00'],
      ]);
      // A meal's name says its day: the new one now, as the funnel would have named it.
      const [dinnerName] = products.filter((p) => p.code === newDinner).map((p) => p.name);
      const [{ label: fresh } = { label: '' }] = await query<{ label: string }>(
        context(),
        sql`select label from order_lines where code = ${newDinner} and order_id = ${ada.orderId}
          order by id limit 1`,
      );
      expect(dinnerName).toBe(fresh);
      expect(products.every((p) => !p.code.includes(from) && !p.name.includes(from))).toBe(true);

      // Both orders store their baskets on the new day, for the account and any later change.
      const baskets = await query<{ start: string; meals: string }>(
        context(),
        sql`select basket #>> '{request,startDate}' as start,
            basket #>> '{request,restaurants,0,eventId}' as meals
          from orders where id in (${ada.orderId}, ${extras}) order by paid_at`,
      );
      expect(baskets).toEqual([
        { start: to, meals: newDinner },
        { start: to, meals: newLunch },
      ]);
      expect((await ticketsOf(context(), ada.orderId)).every((t) => t.date === to)).toBe(true);

      // And back again: the moved visit can move once more, the stock as it was at first.
      expect(await changeOn(context(), ada, from)).toMatchObject({ success: true });
      expect(await places()).toEqual(before);
    });

    it('refuses when the dinner sitting is full on the new day, and holds or moves nothing', async () => {
      const [from, to] = await twoDays();
      const dinner = await banquetDinner(context(), from);
      const bea = await paidVisit(context(), {
        date: from,
        holds: [
          { service: 'PASS', code: 'PE', startDate: from },
          { service: 'RESTAURANT', code: dinner, startDate: from },
        ],
        fields: { complementaries: [pass(from)], restaurants: [mealLine(dinner)] },
      });
      // Two covers left at that sitting on the new day: the group needs three.
      const sitting = { product: 'R-FR-BAN', date: to, session: timeOf(dinner) };
      const [row] = await query<{ id: number; capacity: number; sold: number }>(
        context(),
        sql`select id::int as id, capacity, sold from stock where platform = 'fr'
          and product = 'R-FR-BAN' and date = ${to} and session = ${timeOf(dinner)}`,
      );
      if (!row) throw new Error(`No sitting on ${to}`);
      await setCapacity(context(), row.id, row.sold + 2);
      const places = async () => ({
        park: [await soldOn(context(), 'PARK', from), await soldOn(context(), 'PARK', to)],
        pass: [await soldOn(context(), 'PE', from), await soldOn(context(), 'PE', to)],
        dinner: [
          await soldAt(context(), { ...sitting, date: from }),
          await soldAt(context(), sitting),
        ],
      });
      const before = { places: await places(), visit: await visitState(context(), [bea.orderId]) };

      expect(await changeOn(context(), bea, to)).toEqual({
        success: false,
        code: 'DATE_CHANGE_MEAL_FULL',
        message:
          'A meal booked for your visit cannot move to this day: its sitting (same restaurant, same time) is full that day. Your booking has not changed.',
        startDate: null,
      });
      expect(await places()).toEqual(before.places);
      expect(await visitState(context(), [bea.orderId])).toEqual(before.visit);

      // With the covers back, the same change goes through.
      await setCapacity(context(), row.id, row.capacity);
      expect(await changeOn(context(), bea, to)).toMatchObject({ success: true });
    });

    it('refuses a dinner whose restaurant serves no sitting at that time on the new day', async () => {
      const from = (await twoDays())[0];
      const dinner = await banquetDinner(context(), from);
      // A night-show day: Le Banquet des Bardes serves its dinner at 18:30 then, not at 19:45.
      const [other] = await query<{ date: string }>(
        context(),
        sql`select to_char(date, 'YYYY-MM-DD') as date from stock
          where platform = 'fr' and product = 'R-FR-BAN' and session >= '17:00'
            and session <> ${timeOf(dinner)} and date >= current_date + 14
          order by date limit 1`,
      );
      const to = other?.date as string;
      const cyd = await paidVisit(context(), {
        date: from,
        holds: [{ service: 'RESTAURANT', code: dinner, startDate: from }],
        fields: { restaurants: [mealLine(dinner)] },
      });
      const before = await visitState(context(), [cyd.orderId]);
      const parkTo = await soldOn(context(), 'PARK', to);

      expect(await changeOn(context(), cyd, to)).toMatchObject({
        success: false,
        code: 'DATE_CHANGE_MEAL_NOT_SERVED',
        message: errorMessage('DATE_CHANGE_MEAL_NOT_SERVED', 'en'),
      });
      expect(await visitState(context(), [cyd.orderId])).toEqual(before);
      expect(await soldOn(context(), 'PARK', to)).toBe(parkTo);
    });

    it('refuses when the passes are sold out on the new day, naming them', async () => {
      const [from, to] = await twoDays();
      const dan = await paidVisit(context(), {
        date: from,
        holds: [{ service: 'PASS', code: 'PE', startDate: from }],
        fields: { complementaries: [pass(from)] },
      });
      const [row] = await query<{ id: number; capacity: number; sold: number }>(
        context(),
        sql`select id::int as id, capacity, sold from stock
          where platform = 'fr' and product = 'PE' and date = ${to}`,
      );
      if (!row) throw new Error(`No pass on ${to}`);
      await setCapacity(context(), row.id, row.sold);
      const before = await visitState(context(), [dan.orderId]);
      const parkFrom = await soldOn(context(), 'PARK', from);

      expect(await changeOn(context(), dan, to)).toMatchObject({
        success: false,
        code: 'DATE_CHANGE_PASS_UNAVAILABLE',
      });
      expect(await visitState(context(), [dan.orderId])).toEqual(before);
      expect(await soldOn(context(), 'PARK', from)).toBe(parkFrom);
      await setCapacity(context(), row.id, row.capacity);
    });

    describe('a day-and-show ticket', () => {
      /** Two night-show days: the ticket's show seat goes with its day. */
      const showDays = async () =>
        (
          await query<{ date: string }>(
            context(),
            sql`select distinct to_char(date, 'YYYY-MM-DD') as date from stock
              where platform = 'fr' and product = 'SHOW' and date >= current_date + 14
              order by 1 limit 2`,
          )
        ).map((row) => row.date);

      it('moves its seat to the show of the new day, and refuses a full show', async () => {
        const [from, to] = (await showDays()) as [string, string];
        const eve = await paidVisit(context(), { date: from, offerCode: 'FR-D1NS' });
        const seats = async () => [
          await soldAt(context(), { product: 'SHOW', date: from }),
          await soldAt(context(), { product: 'SHOW', date: to }),
        ];
        const before = await seats();
        const rows = await query<{ id: number; capacity: number; sold: number }>(
          context(),
          sql`select id::int as id, capacity, sold from stock
            where platform = 'fr' and product = 'SHOW' and date = ${to}`,
        );
        for (const row of rows) await setCapacity(context(), row.id, row.sold + 2);
        const state = await visitState(context(), [eve.orderId]);

        expect(await changeOn(context(), eve, to)).toMatchObject({
          success: false,
          code: 'DATE_CHANGE_SHOW_FULL',
        });
        expect(await seats()).toEqual(before);
        expect(await visitState(context(), [eve.orderId])).toEqual(state);

        for (const row of rows) await setCapacity(context(), row.id, row.capacity);
        expect(await changeOn(context(), eve, to)).toMatchObject({ success: true });
        expect(await seats()).toEqual([(before[0] ?? 0) - 3, (before[1] ?? 0) + 3]);
        const tickets = await ticketsOf(context(), eve.orderId);
        expect(tickets.every((t) => t.date === to)).toBe(true);
      });
    });

    it('moves the Christmas activity slot of a Spanish visit to the same time of the new day', async () => {
      const christmas = (
        await query<{ date: string }>(
          context(),
          sql`select to_char(date, 'YYYY-MM-DD') as date from park_days
            where platform = 'es' and season = 'P' and date >= current_date + 14
            order by date limit 2`,
        )
      ).map((row) => row.date);
      const [from, to] = christmas as [string, string];
      const posada = { code: 'RECEPCION_REAL', session: '11:00' };
      const fay = await paidVisit(context(), {
        date: from,
        platform: 'es',
        offerCode: 'ES-XMAS',
        holds: [{ service: 'ACTIVITY', ...posada, startDate: from, quantity: 1 }],
        fields: {
          language: 'es',
          complementaries: [{ ...posada, dates: [from], quantity: 1 }],
        },
      });
      const slots = async () => [
        await soldAt(context(), {
          platform: 'es',
          product: posada.code,
          date: from,
          session: '11:00',
        }),
        await soldAt(context(), {
          platform: 'es',
          product: posada.code,
          date: to,
          session: '11:00',
        }),
      ];
      const before = await slots();

      expect(await changeOn(context(), fay, to)).toMatchObject({ success: true, startDate: to });
      expect(await slots()).toEqual([(before[0] ?? 0) - 1, (before[1] ?? 0) + 1]);
      const [line] = await query<{ date: string; label: string }>(
        context(),
        sql`select to_char(date, 'YYYY-MM-DD') as date, label from order_lines
          where order_id = ${fay.orderId} and kind = 'activity'`,
      );
      expect(line).toMatchObject({ date: to });
      expect(line?.label).toContain('11:00');
    });

    it("moves a two-day visit's hotel night with it, and refuses when the hotel is full then", async () => {
      // Two-day visits of its own, far from the other tests' days: a day, then an open day.
      const starts = (
        await query<{ date: string }>(
          context(),
          sql`select to_char(d.date, 'YYYY-MM-DD') as date from park_days d
            join park_days n on n.platform = d.platform and n.date = d.date + 1
            where d.platform = 'fr' and d.date >= current_date + 14
            order by d.date offset 40 limit 4`,
        )
      ).map((row) => row.date);
      const [from, full, to] = [starts[0], starts[2], starts[3]] as [string, string, string];
      const room = { roomTypeCode: 'H-FR-CAS-FAMILY', adults: 2, children: 1, ages: [8] };
      const { roomTypeCode, ...distribution } = room;
      const gus = await paidVisit(context(), {
        date: from,
        offerCode: 'FR-D2',
        duration: 2,
        holds: [
          {
            service: 'ACCOMMODATION',
            code: roomTypeCode,
            startDate: from,
            quantity: 1,
            distribution: [distribution],
          },
        ],
        fields: {
          accommodation: {
            code: 'H-FR-CAS',
            startDate: from,
            nights: 1,
            breakfast: false,
            rooms: [room],
          },
        },
      });
      const rooms = (date: string) => soldAt(context(), { product: roomTypeCode, date });
      const [row] = await query<{ id: number; capacity: number; sold: number }>(
        context(),
        sql`select id::int as id, capacity, sold from stock
          where platform = 'fr' and product = ${roomTypeCode} and date = ${full}`,
      );
      if (!row) throw new Error(`No rooms on ${full}`);
      await setCapacity(context(), row.id, row.sold);
      const state = await visitState(context(), [gus.orderId]);
      expect(await changeOn(context(), gus, full)).toMatchObject({
        success: false,
        code: 'DATE_CHANGE_ROOM_UNAVAILABLE',
      });
      expect(await visitState(context(), [gus.orderId])).toEqual(state);
      await setCapacity(context(), row.id, row.capacity);

      const before = [await rooms(from), await rooms(to)];
      expect(await changeOn(context(), gus, to)).toMatchObject({ success: true, startDate: to });
      expect([await rooms(from), await rooms(to)]).toEqual([
        (before[0] ?? 0) - 1,
        (before[1] ?? 0) + 1,
      ]);
      const [stay] = await query<{ date: string; basket: string }>(
        context(),
        sql`select to_char(l.date, 'YYYY-MM-DD') as date,
            o.basket #>> '{request,accommodation,startDate}' as basket
          from order_lines l join orders o on o.id = l.order_id
          where l.order_id = ${gus.orderId} and l.code = ${roomTypeCode}`,
      );
      expect(stay).toEqual({ date: to, basket: to });
    });
  },
);
