import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from '../test/test-app.ts';

// The GraphQL documents of the order flow and helpers that walk it, for the server tests.

export const INIT_ORDER = 'mutation { initOrder { orderId shortOrderId } }';

export const SET_LOCKED_STOCK = `mutation ($data: LockedStockData!) {
  setLockedStock(lockedStockData: $data) { success code message expiresAt }
}`;

export const REMOVE_LOCKED_STOCK = `mutation ($data: LockedStockData!) {
  removeLockedStock(lockedStockData: $data) { success code message }
}`;

export const REMOVE_ORDER_LOCKED_STOCKS = `mutation ($data: DeleteLockedStockData!) {
  removeOrderLockedStocks(deleteLockedStockData: $data) { success code message }
}`;

export const SAVE_BASKET = `mutation ($orderId: ID!, $basket: BasketInput!) {
  saveBasket(orderId: $orderId, basket: $basket) {
    success code message total
    lines { kind code label date adults children quantity adultUnitPrice childUnitPrice totalPrice }
  }
}`;

export const CREATE_SHOPPING_CART = `mutation ($orderId: ID!, $customer: CustomerInput!) {
  createShoppingCart(orderId: $orderId, customer: $customer) { success code message shoppingCartId total }
}`;

export const CONFIRM_SHOPPING_CART = `mutation ($orderId: ID!, $shoppingCartId: ID!) {
  confirmShoppingCart(orderId: $orderId, shoppingCartId: $shoppingCartId) { success code message }
}`;

export const START_PAYMENT = `mutation ($orderId: ID!, $shoppingCartId: ID!, $language: Language!) {
  startPayment(orderId: $orderId, shoppingCartId: $shoppingCartId, language: $language) {
    success code message paymentId redirectUrl
  }
}`;

export const ORDER = `query ($orderId: ID!) {
  order(orderId: $orderId) {
    orderId shortOrderId status total currency email holdsExpireAt
    lines { kind code label totalPrice }
  }
}`;

export const CUSTOMER = { email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' };

/** Runs SQL on the test database and returns its rows. */
export async function query<T extends Record<string, unknown>>(
  context: TestContext,
  statement: SQL,
): Promise<T[]> {
  const { rows } = await context.database.db.execute<T>(statement);
  return rows as T[];
}

/**
 * Open park days of a platform, at least `daysAhead` days from now; each test takes its own day
 * so that tests sharing one database never share a stock row.
 */
export async function openDays(
  context: TestContext,
  platform: 'fr' | 'es',
  daysAhead = 12,
): Promise<string[]> {
  const rows = await query<{ date: string }>(
    context,
    sql`select to_char(date, 'YYYY-MM-DD') as date from park_days
        where platform = ${platform} and date >= current_date + ${daysAhead}::int
        order by date limit 60`,
  );
  return rows.map((row) => row.date);
}

export interface StockState {
  id: number;
  capacity: number;
  sold: number;
  /** Places held by unexpired holds. */
  held: number;
}

export async function parkStock(
  context: TestContext,
  date: string,
  platform: 'fr' | 'es' = 'fr',
): Promise<StockState> {
  const [row] = await query<{ id: number; capacity: number; sold: number; held: number }>(
    context,
    sql`select s.id::int as id, s.capacity, s.sold,
          coalesce((select sum(quantity) from stock_holds
                    where stock_id = s.id and expires_at > now()), 0)::int as held
        from stock s
        where s.platform = ${platform} and s.product = 'PARK' and s.date = ${date}`,
  );
  if (!row) throw new Error(`No park stock on ${date}`);
  return row;
}

export async function setCapacity(context: TestContext, stockId: number, capacity: number) {
  await query(context, sql`update stock set capacity = ${capacity} where id = ${stockId}`);
}

/** Makes the order's holds run out, as 15 minutes of the database clock would. */
export async function expireHolds(context: TestContext, orderId: string) {
  await query(
    context,
    sql`update stock_holds set expires_at = now() - interval '1 second' where order_id = ${orderId}`,
  );
  await query(
    context,
    sql`update orders set holds_expire_at = now() - interval '1 second' where id = ${orderId}`,
  );
}

export async function holdsOf(context: TestContext, orderId: string) {
  return query<{ stock_id: number; service: string; hold_key: string; quantity: number }>(
    context,
    sql`select stock_id, service, hold_key, quantity from stock_holds
        where order_id = ${orderId} order by stock_id`,
  );
}

export async function initOrder(context: TestContext, host?: string) {
  const response = await context.graphql<{ initOrder: { orderId: string; shortOrderId: string } }>(
    INIT_ORDER,
    {},
    host ? { host } : {},
  );
  const order = response.data?.initOrder;
  if (!order) throw new Error(`initOrder failed: ${JSON.stringify(response.errors)}`);
  return order;
}

export interface LockResult {
  success: boolean;
  code: string | null;
  message: string | null;
  expiresAt: string | null;
}

export async function holdTickets(
  context: TestContext,
  hold: { orderId: string; date: string; quantity: number; code?: string },
  options: { host?: string; language?: string } = {},
): Promise<LockResult> {
  const response = await context.graphql<{ setLockedStock: LockResult }>(
    SET_LOCKED_STOCK,
    {
      data: {
        orderId: hold.orderId,
        service: 'TICKET',
        code: hold.code ?? 'FR-D1',
        startDate: hold.date,
        duration: 1,
        quantity: hold.quantity,
      },
    },
    options,
  );
  const result = response.data?.setLockedStock;
  if (!result) throw new Error(`setLockedStock failed: ${JSON.stringify(response.errors)}`);
  return result;
}

export function basket(date: string, fields: Record<string, unknown> = {}) {
  return {
    language: 'en',
    group: { adults: 2, children: 1, babies: 0 },
    startDate: date,
    duration: 1,
    offerCode: 'FR-D1',
    ...fields,
  };
}

export interface SavedBasket {
  success: boolean;
  code: string | null;
  message: string | null;
  total: number;
  lines: Array<{
    kind: string;
    code: string;
    label: string;
    date: string | null;
    adults: number;
    children: number;
    quantity: number;
    adultUnitPrice: number;
    childUnitPrice: number;
    totalPrice: number;
  }>;
}

export async function saveBasket(
  context: TestContext,
  orderId: string,
  contents: Record<string, unknown>,
  options: { host?: string; language?: string } = {},
): Promise<SavedBasket> {
  const response = await context.graphql<{ saveBasket: SavedBasket }>(
    SAVE_BASKET,
    { orderId, basket: contents },
    options,
  );
  const result = response.data?.saveBasket;
  if (!result) throw new Error(`saveBasket failed: ${JSON.stringify(response.errors)}`);
  return result;
}

export interface CartResult {
  success: boolean;
  code: string | null;
  message: string | null;
  shoppingCartId: string | null;
  total: number | null;
}

export async function createCart(
  context: TestContext,
  orderId: string,
  customer: Record<string, unknown> = CUSTOMER,
): Promise<CartResult> {
  const response = await context.graphql<{ createShoppingCart: CartResult }>(CREATE_SHOPPING_CART, {
    orderId,
    customer,
  });
  const result = response.data?.createShoppingCart;
  if (!result) throw new Error(`createShoppingCart failed: ${JSON.stringify(response.errors)}`);
  return result;
}

/** init → hold → save → cart for a group of 2 adults and 1 child on `date`: a cart to pay. */
export async function cartFor(context: TestContext, date: string) {
  const { orderId, shortOrderId } = await initOrder(context);
  expect(await holdTickets(context, { orderId, date, quantity: 3 })).toMatchObject({
    success: true,
  });
  const saved = await saveBasket(context, orderId, basket(date));
  expect(saved.success).toBe(true);
  const cart = await createCart(context, orderId);
  expect(cart.success).toBe(true);
  return {
    orderId,
    shortOrderId,
    shoppingCartId: cart.shoppingCartId as string,
    total: saved.total,
  };
}

export async function confirm(context: TestContext, orderId: string, shoppingCartId: string) {
  const response = await context.graphql<{
    confirmShoppingCart: { success: boolean; code: string | null; message: string | null };
  }>(CONFIRM_SHOPPING_CART, { orderId, shoppingCartId });
  const result = response.data?.confirmShoppingCart;
  if (!result) throw new Error(`confirmShoppingCart failed: ${JSON.stringify(response.errors)}`);
  return result;
}

export async function orderStatus(context: TestContext, orderId: string): Promise<string> {
  const [row] = await query<{ status: string }>(
    context,
    sql`select status from orders where id = ${orderId}`,
  );
  return row?.status ?? 'missing';
}
