import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER, query } from '../orders/order-flow-fixture.ts';
import { notify } from '../payments/payment-fixture.ts';
import { startTestApp, type TestContext } from '../test/test-app.ts';

describe('unexpected errors', () => {
  let context: TestContext;
  let orderId: string;
  beforeAll(async () => {
    context = await startTestApp('pglite');
    const created = await context.graphql<{ initOrder: { orderId: string } }>(
      'mutation { initOrder { orderId } }',
    );
    orderId = created.data?.initOrder.orderId as string;
    await query(
      context,
      sql`insert into payments (id, order_id, provider, amount_cents, status)
      values ('00000000-0000-4000-8000-00000000c001', ${orderId}, 'sandbox', 100, 'succeeded')`,
    );
    // A failure no code foresees: a table the queries need is gone.
    await query(context, sql`drop table order_lines`);
    await query(context, sql`alter table payments rename to payments_gone`);
  });
  afterAll(async () => {
    await context.app.close();
    await context.database.close();
  });

  it('answer GraphQL with the generic message in the request’s language and a request id, never SQL', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'accept-language': 'es' },
      payload: { query: ORDER, variables: { orderId } },
    });

    const body = response.json();
    expect(body.errors).toEqual([
      {
        message: 'Se ha producido un error. Inténtelo de nuevo más tarde.',
        path: ['order'],
        extensions: { code: 'INTERNAL_ERROR', requestId: expect.any(String) },
      },
    ]);
    expect(response.body).not.toMatch(/order_lines|select|relation|\.ts|at /i);
  });

  it('answer REST routes with the generic message and a request id', async () => {
    const response = await notify(context, {
      paymentId: '00000000-0000-4000-8000-00000000c001',
      status: 'succeeded',
    });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'Une erreur est survenue. Veuillez réessayer plus tard.',
      requestId: expect.any(String),
    });
    expect(response.body).not.toMatch(/payments|select|relation/i);
  });
});
