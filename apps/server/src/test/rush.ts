import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../db/client.ts';
import {
  CONFIRM_SHOPPING_CART,
  CREATE_SHOPPING_CART,
  CUSTOMER,
  query,
} from '../orders/order-flow-fixture.ts';
import { startAppOn, type TestAppOptions, type TestContext } from './test-app.ts';

// What the rush tests share: PGlite runs one transaction at a time, which would hide a race, so a
// rush runs on PostgreSQL only, on three server processes (each its own connection pool), with
// buyers that each come from an address of their own as real visitors would (no rate limit shared).

/** A new client address of `network` (e.g. '203.0') for each buyer. */
export function addressesOf(network: string): () => string {
  let given = 0;
  return () => {
    given += 1;
    return `${network}.${Math.floor(given / 250)}.${given % 250}`;
  };
}

/** Sends a GraphQL operation from `address` and answers its one root field. */
export async function send<T>(
  app: TestContext,
  address: string,
  document: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await app.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: address,
    headers: { host: 'localhost', 'accept-language': 'en' },
    payload: { query: document, variables },
  });
  const body = response.json<{ data?: Record<string, T>; errors?: unknown }>();
  const [answer] = Object.values(body.data ?? {});
  if (!answer) throw new Error(JSON.stringify(body.errors));
  return answer;
}

/** Sends until the answer is not "busy, try again", as the web does on BUSY. */
export async function sendUntilDone<T extends { code: string | null }>(
  app: TestContext,
  address: string,
  document: string,
  variables: Record<string, unknown>,
): Promise<T> {
  for (;;) {
    const answer = await send<T>(app, address, document, variables);
    if (answer.code !== 'BUSY') return answer;
  }
}

/**
 * Three server processes on the test file's PostgreSQL database, started before the file's tests
 * and closed after them; none on PGlite (the tests skip there).
 */
export function threeProcesses(
  context: () => TestContext,
  options: TestAppOptions = {},
): TestContext[] {
  const apps: TestContext[] = [];
  const pools: Array<{ close(): Promise<void> }> = [];
  beforeAll(async () => {
    const { database } = context();
    if (database.kind !== 'postgres') return;
    apps.push(await startAppOn(database, options));
    for (let i = 0; i < 2; i += 1) {
      const other = await openDatabase({ url: process.env.DATABASE_URL });
      pools.push(other);
      apps.push(await startAppOn(other, options));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.app.close();
    for (const pool of pools) await pool.close();
  });
  return apps;
}

/**
 * A buyer's checkout: the cart, a payment the processor says succeeded (recorded as its
 * notification would), and the confirmation. Answers 'paid', or the step and code that refused.
 */
export async function payAndConfirm(
  context: TestContext,
  app: TestContext,
  address: string,
  orderId: string,
): Promise<string> {
  const cart = await send<{ success: boolean; code: string | null; shoppingCartId: string }>(
    app,
    address,
    CREATE_SHOPPING_CART,
    { orderId, customer: CUSTOMER },
  );
  if (!cart.success) return `cart:${cart.code}`;
  await query(
    context,
    sql`insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, status)
        select gen_random_uuid(), id, shopping_cart_id, 'sandbox', total_cents, 'succeeded'
        from orders where id = ${orderId}`,
  );
  const confirmed = await sendUntilDone<{ success: boolean; code: string | null }>(
    app,
    address,
    CONFIRM_SHOPPING_CART,
    { orderId, shoppingCartId: cart.shoppingCartId },
  );
  return confirmed.success ? 'paid' : `confirm:${confirmed.code}`;
}
