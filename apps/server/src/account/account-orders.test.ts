import { randomUUID } from 'node:crypto';
import { addDays } from '@sesame/domain/dates/calendar-days';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  banquetDinner,
  castellumStay,
  customerWithPaidOrder,
  customerWithTwoDayOrder,
  holdCovers,
  holdStay,
  payCompletion,
  SAVE_COMPLETION_BASKET,
  startCompletion,
  twoDayStarts,
} from '../completion/completion-fixture.ts';
import { download } from '../documents/documents-fixture.ts';
import { openDays } from '../orders/order-flow-fixture.ts';
import { mealLine } from '../restaurants/restaurant-test-fixture.ts';
import { describeEachDatabase, type TestContext } from '../test/test-app.ts';
import { asCustomer, customerWithOrders, moveVisit } from './account-fixture.ts';

const MY_ORDERS = `query { myOrders {
  id shortOrderId status accessDate accessEndDate totalPrice currency readOnlyReason
  saleIdentifiers orderIdentifiers transactionIdentifiers { transactionId transactionDateTime }
  group { adults children } babies gtsId ticketingId savedAt
  products { type code name quantity price prices { adultPrice childPrice } group { adults children }
    dates { accessDate accessEndDate sessionTime } }
} }`;
const MY_ORDER = `query ($id: ID!) { myOrderNew(id: $id) { id accessDate readOnlyReason } }`;
const FILTERED = `query ($skip: Int, $take: Int, $email: String) {
  filteredOrders(skip: $skip, take: $take, email: $email) {
    status orderId shortOrderId gtsId ticketingId currency startDate totalPrice saved_at } }`;
const BASKET = `query ($id: ID!) { basket(id: $id) { orderId booking { startDate } } }`;
const VISITS = `query { myOrders {
  id gtsId accessDate catering { date serviceTime } products { code dates { sessionTime } }
} }`;
const STAYS = `query { myOrders {
  id gtsId accessDate accessEndDate accommodation { code name providerType startDate nights }
  products { type code }
} }`;

interface Order {
  id: string;
  accessDate: string;
  readOnlyReason: string | null;
  [field: string]: unknown;
}

describeEachDatabase('account area: the orders of a signed-in customer', (context) => {
  let days: string[] = [];
  let ada: Awaited<ReturnType<typeof customerWithOrders>>;
  let bob: Awaited<ReturnType<typeof customerWithOrders>>;
  beforeAll(async () => {
    days = await openDays(context(), 'fr', 20);
    ada = await customerWithOrders(context(), [days[3] as string, days[1] as string]);
    bob = await customerWithOrders(context(), [days[2] as string]);
  });
  const myOrders = async (token: string) =>
    (await asCustomer<{ myOrders: Order[] }>(context(), token, MY_ORDERS)).data?.myOrders ?? [];

  it('lists the orders sorted by access date, with products, group and prices (§3, §7)', async () => {
    const orders = await myOrders(ada.session.accessToken);
    const [early, late] = ada.orders.slice().reverse();
    expect(orders.map((order) => order.id)).toEqual([early?.orderId, late?.orderId]);
    expect(orders[0]).toMatchObject({
      shortOrderId: early?.shortOrderId,
      status: 'paid',
      accessDate: days[1],
      accessEndDate: days[1],
      totalPrice: early?.total,
      currency: 'EUR',
      readOnlyReason: null,
      saleIdentifiers: [early?.invoiceNumber],
      orderIdentifiers: [early?.shortOrderId],
      group: { adults: 2, children: 1 },
      gtsId: early?.orderId,
      ticketingId: early?.shortOrderId,
      products: [
        {
          type: 'ticket',
          code: 'FR-D1',
          quantity: 3,
          group: { adults: 2, children: 1 },
          dates: { accessDate: days[1], sessionTime: null },
        },
      ],
    });
    const products = orders[0]?.products as Array<{
      price: number;
      prices: { adultPrice: number; childPrice: number };
    }>;
    const [product] = products;
    expect(product?.prices.adultPrice).toBeGreaterThan(0);
    expect(product?.price).toBe(
      2 * (product?.prices.adultPrice ?? 0) + (product?.prices.childPrice ?? 0),
    );
    expect(orders[0]?.transactionIdentifiers).toEqual([
      { transactionId: expect.any(String), transactionDateTime: expect.stringMatching(/^\d{4}-/) },
    ]);
  });

  it('answers a guest UNAUTHENTICATED and nothing else', async () => {
    for (const query of [MY_ORDERS, FILTERED]) {
      const answer = await asCustomer(context(), null, query);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it("gives nothing of another customer's orders, files or profile, nor of random ids (IDOR)", async () => {
    const bobToken = bob.session.accessToken;
    const adaOrder = ada.orders[0]?.orderId as string;
    expect((await myOrders(bobToken)).map((order) => order.id)).toEqual([bob.orders[0]?.orderId]);
    for (const id of [adaOrder, randomUUID(), 'not-an-id']) {
      const answer = await asCustomer(context(), bobToken, MY_ORDER, { id });
      expect(answer).toEqual({ data: { myOrderNew: null } });
    }
    const filtered = await asCustomer<{ filteredOrders: unknown[] }>(
      context(),
      bobToken,
      FILTERED,
      {
        email: ada.email,
      },
    );
    expect(filtered.data?.filteredOrders).toEqual([]);
    for (const id of [adaOrder, randomUUID()]) {
      expect(await asCustomer(context(), bobToken, BASKET, { id })).toEqual({
        data: { basket: null },
      });
    }
    const own = await asCustomer<{ basket: { orderId: string } }>(
      context(),
      ada.session.accessToken,
      BASKET,
      { id: adaOrder },
    );
    expect(own.data?.basket.orderId).toBe(adaOrder);

    const files = await download(context(), '/api/files', {
      authorization: `Bearer ${bobToken}`,
    });
    const keys = files.json<Array<{ Key: string }>>().map((file) => file.Key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith(`order/${bob.orders[0]?.orderId}/`))).toBe(true);
    const profile = await context().app.inject({
      method: 'GET',
      url: '/idp/api/v1/users/me',
      headers: { host: 'localhost', authorization: `Bearer ${bobToken}` },
    });
    expect(profile.json<{ profile: { email: string } }>().profile.email).toBe(bob.email);
  });

  it('classifies a moved visit as past and read-only', async () => {
    const customer = await customerWithOrders(context(), [days[4] as string]);
    const orderId = customer.orders[0]?.orderId as string;
    await moveVisit(context(), orderId, '2024-05-01');
    const answer = await asCustomer<{ myOrderNew: Order }>(
      context(),
      customer.session.accessToken,
      MY_ORDER,
      { id: orderId },
    );
    expect(answer.data?.myOrderNew).toMatchObject({
      accessDate: '2024-05-01',
      readOnlyReason: 'PAST_VISIT',
    });
  });

  it('shows only orders booked online; one changed by the park is read-only (§4)', async () => {
    const customer = await customerWithOrders(context(), [days[5] as string, days[6] as string]);
    const [atPark, changed] = customer.orders.map((order) => order.orderId);
    await backOffice(context(), atPark as string, 'park', false);
    await backOffice(context(), changed as string, 'online', true);
    const orders = await myOrders(customer.session.accessToken);
    expect(orders.map((order) => [order.id, order.readOnlyReason])).toEqual([
      [changed, 'CHANGED_BY_PARK'],
    ]);
  });

  it('pages the order list with skip and take (default 0 and 50) and the own e-mail', async () => {
    const token = ada.session.accessToken;
    const all = await asCustomer<{ filteredOrders: Array<{ orderId: string }> }>(
      context(),
      token,
      FILTERED,
      { email: ada.email.toUpperCase() },
    );
    // Latest paid first: the order of days[1] was paid second.
    expect(all.data?.filteredOrders.map((item) => item.orderId)).toEqual([
      ada.orders[1]?.orderId,
      ada.orders[0]?.orderId,
    ]);
    const second = await asCustomer<{ filteredOrders: Array<{ orderId: string }> }>(
      context(),
      token,
      FILTERED,
      { skip: 1, take: 1 },
    );
    expect(second.data?.filteredOrders.map((item) => item.orderId)).toEqual([
      ada.orders[0]?.orderId,
    ]);
    const tooMany = await asCustomer(context(), token, FILTERED, { take: 51 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
  });
  it('puts a paid completion in the visit it completes, its dinner with its sitting time (§4)', async () => {
    const date = days[6] as string;
    const cleo = await customerWithPaidOrder(context(), date);
    const dinner = await banquetDinner(context(), date);
    const extras = await startCompletion(context(), cleo.token, cleo.order.orderId);
    await holdCovers(context(), extras, dinner, 2);
    const saved = await asCustomer(context(), cleo.token, SAVE_COMPLETION_BASKET, {
      orderId: extras,
      language: 'en',
      complementaries: [],
      restaurants: [mealLine(dinner, { children: 0, menuChildCode: null })],
    });
    expect(saved.data?.saveCompletionBasket).toMatchObject({ success: true });
    expect(await payCompletion(context(), extras, cleo.customer)).toBe('paid');

    const response = await asCustomer<{ myOrders: Order[] }>(context(), cleo.token, VISITS);
    const time = dinner.slice(-5);
    const orders = response.data?.myOrders ?? [];
    const order = (id: string) => orders.find((candidate) => candidate.id === id);
    expect(orders).toHaveLength(2);
    expect(order(cleo.order.orderId)).toMatchObject({ gtsId: cleo.order.orderId, catering: [] });
    expect(order(extras)).toEqual({
      id: extras,
      gtsId: cleo.order.orderId,
      accessDate: date,
      catering: [{ date, serviceTime: time }],
      products: [{ code: dinner, dates: { sessionTime: time } }],
    });
  });
});

describeEachDatabase('account area: a hotel night added to a visit', (context) => {
  it('puts the stay a completion added in the visit it completes (§3 Ticket accommodation)', async () => {
    const starts = await twoDayStarts(context());
    const date = starts.at(-1) as string;
    const dora = await customerWithTwoDayOrder(context(), date);
    const extras = await startCompletion(context(), dora.token, dora.order.orderId);
    const stay = castellumStay(date);
    await holdStay(context(), extras, stay);
    const saved = await asCustomer(context(), dora.token, SAVE_COMPLETION_BASKET, {
      orderId: extras,
      language: 'en',
      complementaries: [],
      accommodation: stay,
    });
    expect(saved.data?.saveCompletionBasket).toMatchObject({ success: true });
    expect(await payCompletion(context(), extras, dora.customer)).toBe('paid');

    const response = await asCustomer<{ myOrders: Order[] }>(context(), dora.token, STAYS);
    const orders = response.data?.myOrders ?? [];
    expect(orders.find((order) => order.id === dora.order.orderId)).toMatchObject({
      gtsId: dora.order.orderId,
      accommodation: null,
    });
    expect(orders.find((order) => order.id === extras)).toEqual({
      id: extras,
      gtsId: dora.order.orderId,
      accessDate: date,
      accessEndDate: addDays(date, 1),
      accommodation: {
        code: 'H-FR-CAS',
        name: 'Le Castellum',
        providerType: 'INTERNE',
        startDate: date,
        nights: 1,
      },
      products: [{ type: 'hotel', code: 'H-FR-CAS-FAMILY' }],
    });
  });
});

async function backOffice(
  context: TestContext,
  orderId: string,
  channel: 'online' | 'park',
  changed: boolean,
) {
  await context.database.db.execute(sql`
    insert into order_back_office (order_id, channel, changed_at)
    values (${orderId}, ${channel}, ${changed ? sql`now()` : null})`);
}
