import { addDays } from '@sesame/domain/dates/calendar-days';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { paidOrder, settle } from '../documents/documents-fixture.ts';
import { activeAccount, newAddress, signIn } from '../identity/identity-test-fixture.ts';
import {
  CREATE_SHOPPING_CART,
  openDays,
  query,
  SET_LOCKED_STOCK,
} from '../orders/order-flow-fixture.ts';
import type { TestContext } from '../test/test-app.ts';

// Signed-in customers, their paid orders and completions, for the completion tests.

export const ORDER_TO_COMPLETE = `query ($id: ID!) { orderToComplete(id: $id) {
  id shortOrderId status accessDate accessEndDate duration group { adults children babies }
  event { date seating } flexibleRate lastDateChangeDay changedByPark bookedOnline
  products { type code name quantity price dates { accessDate accessEndDate sessionTime }
    group { adults children } providerType }
} }`;

export const START_COMPLETION = `mutation ($orderId: ID!) {
  startCompletion(orderId: $orderId) { success code message orderId shortOrderId }
}`;

export const SAVE_COMPLETION_BASKET = `mutation ($orderId: ID!, $language: Language!,
  $complementaries: [ComplementaryInput!]!, $restaurants: [RestaurantLineInput!],
  $restaurantAllergies: Boolean, $restaurantAllergyNote: String,
  $accommodation: AccommodationBasketInput) {
  saveCompletionBasket(orderId: $orderId, language: $language, complementaries: $complementaries,
    restaurants: $restaurants, restaurantAllergies: $restaurantAllergies,
    restaurantAllergyNote: $restaurantAllergyNote, accommodation: $accommodation) {
    success code message total lines { kind code date quantity totalPrice }
  }
}`;

export const CHANGE_VISIT_DATE = `mutation ($orderId: ID!, $startDate: String!) {
  changeVisitDate(orderId: $orderId, startDate: $startDate) { success code message startDate }
}`;

/** A GraphQL operation with the customer's bearer token (none for a guest) and `headers`. */
export async function asCustomer<T = Record<string, unknown>>(
  context: TestContext,
  token: string | null,
  document: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: newAddress(),
    headers: {
      host: 'localhost',
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    payload: { query: document, variables },
  });
  return response.json<{
    data?: T;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  }>();
}

/**
 * A signed-in customer with one paid order on `date` (3 visitors; `contents` adds to it, `holds`
 * are the places it held, its tickets for the day by default).
 */
export async function customerWithPaidOrder(
  context: TestContext,
  date: string,
  contents: Record<string, unknown> = {},
  holds?: Array<Record<string, unknown>>,
) {
  const email = await activeAccount(context);
  const session = await signIn(context, email);
  const customer = { email, firstName: 'Jeanne', lastName: 'Darc' };
  const order = await paidOrder(context, { date, customer, contents, ...(holds ? { holds } : {}) });
  return { email, customer, token: session.accessToken, order };
}

export interface Result {
  success: boolean;
  code: string | null;
  message: string | null;
}

/** Opens a completion of `parentOrderId`; answers the new order's id. */
export async function startCompletion(context: TestContext, token: string, parentOrderId: string) {
  const response = await asCustomer<{ startCompletion: Result & { orderId: string } }>(
    context,
    token,
    START_COMPLETION,
    { orderId: parentOrderId },
  );
  const result = response.data?.startCompletion;
  expect(result, JSON.stringify(response.errors)).toMatchObject({ success: true });
  return result?.orderId as string;
}

/**
 * A signed-in customer with a paid 2-day ticket (FR-D2) from `date`: 2 adults and a child of the
 * order fixture, one night between the two days to sleep.
 */
export function customerWithTwoDayOrder(
  context: TestContext,
  date: string,
  contents: Record<string, unknown> = {},
  holds: Array<Record<string, unknown>> = [],
) {
  return customerWithPaidOrder(context, date, { offerCode: 'FR-D2', duration: 2, ...contents }, [
    { service: 'TICKET', code: 'FR-D2', startDate: date, duration: 2, quantity: 3 },
    ...holds,
  ]);
}

/** The first days of the 2-day visits open from two weeks ahead, none sharing a day with another. */
export async function twoDayStarts(context: TestContext): Promise<string[]> {
  const days = await openDays(context, 'fr', 14);
  const starts: string[] = [];
  for (const day of days) {
    const free = starts.every((start) => day > addDays(start, 1));
    if (free && days.includes(addDays(day, 1))) starts.push(day);
  }
  return starts;
}

/** The stay of the family of the order fixture at Le Castellum: one family room, one night. */
export function castellumStay(date: string, fields: Record<string, unknown> = {}) {
  return {
    code: 'H-FR-CAS',
    startDate: date,
    nights: 1,
    breakfast: false,
    rooms: [{ roomTypeCode: 'H-FR-CAS-FAMILY', adults: 2, children: 1, ages: [8] }],
    ...fields,
  };
}

/** Holds the rooms of `stay` (each kind its rooms, every night) for the completion order. */
export async function holdStay(
  context: TestContext,
  orderId: string,
  stay: {
    startDate: string;
    nights: number;
    rooms: Array<{ roomTypeCode: string; adults: number; children: number; ages: number[] }>;
  },
) {
  const results: Result[] = [];
  for (const code of new Set(stay.rooms.map((room) => room.roomTypeCode))) {
    const rooms = stay.rooms.filter((room) => room.roomTypeCode === code);
    const response = await context.graphql<{ setLockedStock: Result }>(SET_LOCKED_STOCK, {
      data: {
        orderId,
        service: 'ACCOMMODATION',
        code,
        startDate: stay.startDate,
        duration: stay.nights,
        quantity: rooms.length,
        distribution: rooms.map(({ roomTypeCode: _kind, ...room }) => room),
      },
    });
    const result = response.data?.setLockedStock;
    if (!result) throw new Error(JSON.stringify(response.errors));
    results.push(result);
  }
  return results;
}

/** Holds `quantity` Emotion Passes (PE) on `date` for the completion order. */
export async function holdPass(context: TestContext, orderId: string, date: string, quantity = 3) {
  const response = await context.graphql<{ setLockedStock: Result }>(SET_LOCKED_STOCK, {
    data: { orderId, service: 'PASS', code: 'PE', startDate: date, duration: 1, quantity },
  });
  return response.data?.setLockedStock;
}

/** Holds `quantity` covers of a restaurant sitting (its eventId) for the completion order. */
export async function holdCovers(
  context: TestContext,
  orderId: string,
  eventId: string,
  quantity = 3,
) {
  const response = await context.graphql<{ setLockedStock: Result }>(SET_LOCKED_STOCK, {
    data: {
      orderId,
      service: 'RESTAURANT',
      code: eventId,
      startDate: eventId.slice(-16, -6),
      quantity,
    },
  });
  return response.data?.setLockedStock;
}

/** The eventId of Le Banquet des Bardes' dinner sitting on `date`. */
export async function banquetDinner(context: TestContext, date: string): Promise<string> {
  const [row] = await query<{ session: string }>(
    context,
    sql`select session from stock where platform = 'fr' and product = 'R-FR-BAN' and date = ${date}
        and session >= '17:00' order by session limit 1`,
  );
  if (!row) throw new Error(`Le Banquet des Bardes serves no dinner on ${date}`);
  return `R-FR-BAN-${date}-${row.session}`;
}

/**
 * The completion's cart paid, as the provider records a succeeded payment of its total, then
 * settled: the payment of the difference through the usual flow.
 */
export async function payCompletion(
  context: TestContext,
  orderId: string,
  customer: { email: string; firstName: string; lastName: string },
) {
  const address = newAddress();
  const cart = await context.graphql<{
    createShoppingCart: Result & { shoppingCartId: string; total: number };
  }>(CREATE_SHOPPING_CART, { orderId, customer });
  const created = cart.data?.createShoppingCart;
  expect(created, JSON.stringify(cart.errors)).toMatchObject({ success: true });
  await query(
    context,
    sql`insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, status)
        select gen_random_uuid(), id, shopping_cart_id, 'sandbox', total_cents, 'succeeded'
        from orders where id = ${orderId}`,
  );
  const shoppingCartId = created?.shoppingCartId as string;
  return settle(context, { orderId, shoppingCartId, address, host: 'localhost' });
}

/** The sold places of a product's stock rows on a day. */
export async function soldOn(context: TestContext, product: string, date: string) {
  const rows = await query<{ sold: number }>(
    context,
    sql`select coalesce(sum(sold), 0)::int as sold from stock
        where platform = 'fr' and product = ${product} and date = ${date}`,
  );
  return rows[0]?.sold ?? 0;
}

export async function ticketsOf(context: TestContext, orderId: string) {
  return query<{ number: number; product: string; date: string | null }>(
    context,
    sql`select number, product, to_char(date, 'YYYY-MM-DD') as date from tickets
        where order_id = ${orderId} order by number`,
  );
}
