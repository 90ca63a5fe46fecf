import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  basket,
  CONFIRM_SHOPPING_CART,
  CREATE_SHOPPING_CART,
  CUSTOMER,
  INIT_ORDER,
  query,
  SAVE_BASKET,
  SET_LOCKED_STOCK,
} from '../orders/order-flow-fixture.ts';
import type { TestContext } from '../test/test-app.ts';

// Orders walked up to paid for the documents' tests, each buyer from an address of its own so
// that no rate limit is shared between tests.

let addresses = 0;
export const anAddress = () => `203.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

export async function send<T>(
  app: TestContext,
  address: string,
  document: string,
  variables: Record<string, unknown>,
  host = 'localhost',
): Promise<T> {
  const response = await app.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: address,
    headers: { host, 'accept-language': 'en' },
    payload: { query: document, variables },
  });
  const body = response.json<{ data?: Record<string, T>; errors?: unknown }>();
  const [answer] = Object.values(body.data ?? {});
  if (!answer) throw new Error(JSON.stringify(body.errors));
  return answer;
}

export interface OrderRequest {
  date: string;
  platform?: 'fr' | 'es';
  language?: 'fr' | 'en' | 'es';
  contents?: Record<string, unknown>;
  quantity?: number;
  /** What the order holds before its basket is saved: its tickets for one day by default. */
  holds?: Array<Record<string, unknown>>;
  /** Who pays: Ada Lovelace by default. */
  customer?: typeof CUSTOMER & { postalAddress?: Record<string, string> };
}

/** An order up to a cart with a succeeded payment (as the provider records it), not settled. */
export async function cartWithPayment(app: TestContext, request: OrderRequest) {
  const platform = request.platform ?? 'fr';
  const host = platform === 'es' ? 'es.localhost' : 'localhost';
  const offerCode = platform === 'es' ? 'ES-D1' : 'FR-D1';
  const address = anAddress();
  const { orderId, shortOrderId } = await send<{ orderId: string; shortOrderId: string }>(
    app,
    address,
    INIT_ORDER,
    {},
    host,
  );
  const holds = request.holds ?? [
    {
      service: 'TICKET',
      code: offerCode,
      startDate: request.date,
      duration: 1,
      quantity: request.quantity ?? 3,
    },
  ];
  for (const hold of holds) {
    const held = await send<{ success: boolean }>(
      app,
      address,
      SET_LOCKED_STOCK,
      { data: { orderId, ...hold } },
      host,
    );
    expect(held).toMatchObject({ success: true });
  }
  const saved = await send<{ success: boolean; total: number }>(
    app,
    address,
    SAVE_BASKET,
    {
      orderId,
      basket: basket(request.date, {
        offerCode,
        language: request.language ?? 'en',
        ...request.contents,
      }),
    },
    host,
  );
  expect(saved).toMatchObject({ success: true });
  const cart = await send<{ success: boolean; shoppingCartId: string }>(
    app,
    address,
    CREATE_SHOPPING_CART,
    { orderId, customer: request.customer ?? CUSTOMER },
    host,
  );
  expect(cart).toMatchObject({ success: true });
  await query(
    app,
    sql`insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, status)
        select gen_random_uuid(), id, shopping_cart_id, 'sandbox', total_cents, 'succeeded'
        from orders where id = ${orderId}`,
  );
  return {
    orderId,
    shortOrderId,
    shoppingCartId: cart.shoppingCartId,
    address,
    host,
    total: saved.total,
  };
}

/** confirmShoppingCart until it is not busy: the settlement of the payment recorded. */
export async function settle(
  app: TestContext,
  cart: { orderId: string; shoppingCartId: string; address: string; host: string },
): Promise<string> {
  for (;;) {
    const result = await send<{ success: boolean; code: string | null }>(
      app,
      cart.address,
      CONFIRM_SHOPPING_CART,
      { orderId: cart.orderId, shoppingCartId: cart.shoppingCartId },
      cart.host,
    );
    if (result.code !== 'BUSY') return result.success ? 'paid' : String(result.code);
  }
}

export async function paidOrder(app: TestContext, request: OrderRequest) {
  const cart = await cartWithPayment(app, request);
  expect(await settle(app, cart)).toBe('paid');
  const [documents] = await query<{ access_token: string; invoice_number: string }>(
    app,
    sql`select access_token, invoice_number from order_documents where order_id = ${cart.orderId}`,
  );
  if (!documents) throw new Error('The paid order has no documents');
  return { ...cart, token: documents.access_token, invoiceNumber: documents.invoice_number };
}

/** A GET from an address of its own. */
export function download(app: TestContext, url: string, headers: Record<string, string> = {}) {
  return app.app.inject({
    method: 'GET',
    url,
    remoteAddress: anAddress(),
    headers: { host: 'localhost', ...headers },
  });
}
