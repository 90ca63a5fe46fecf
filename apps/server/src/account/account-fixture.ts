import { sql } from 'drizzle-orm';
import { paidOrder } from '../documents/documents-fixture.ts';
import { activeAccount, newAddress, signIn } from '../identity/identity-test-fixture.ts';
import type { TestContext } from '../test/test-app.ts';

// Customers and their paid orders for the account area's tests.

/** Letters only, so that names pass the identity rules; unique, so that a scan finds only them. */
export function uniqueName(prefix: string): string {
  const letters = Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `${prefix}${letters}`;
}

/** A signed-in customer with `visitDays.length` paid orders under the account's e-mail. */
export async function customerWithOrders(context: TestContext, visitDays: string[]) {
  const email = await activeAccount(context);
  const session = await signIn(context, email);
  const orders = [];
  for (const date of visitDays) {
    orders.push(
      await paidOrder(context, {
        date,
        customer: { email, firstName: 'Jeanne', lastName: 'Darc' },
      }),
    );
  }
  return { email, session, orders };
}

/** A GraphQL operation with the customer's bearer token (none for a guest). */
export async function asCustomer<T = Record<string, unknown>>(
  context: TestContext,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: newAddress(),
    headers: {
      host: 'localhost',
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query, variables },
  });
  return response.json<{
    data?: T;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  }>();
}

/**
 * Moves an order's visit to another day, as if it had been booked long ago: the park's calendar
 * sells no past day, so a past visit is made by moving a paid one.
 */
export async function moveVisit(context: TestContext, orderId: string, date: string) {
  await context.database.db.execute(sql`
    update orders set basket = jsonb_set(basket, '{request,startDate}', to_jsonb(${date}::text))
    where id = ${orderId}`);
  await context.database.db.execute(
    sql`update order_lines set date = ${date}::date where order_id = ${orderId} and date is not null`,
  );
}
