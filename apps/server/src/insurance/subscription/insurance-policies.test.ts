import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { loadPlatforms } from '../../catalog/platform-repo.ts';
import { inTransaction } from '../../db/executor.ts';
import { cartWithPayment, paidOrder, settle } from '../../documents/documents-fixture.ts';
import { openDays, query } from '../../orders/order-flow-fixture.ts';
import { describeEachDatabase, startAppOn, type TestContext } from '../../test/test-app.ts';
import { SANDBOX_INSURER_PREFIX } from '../sandbox/sandbox-insurer.ts';
import {
  createSandboxInsurerClient,
  fetchTransport,
  INSURER_TIMEOUT_MS,
} from '../sandbox/sandbox-insurer-client.ts';
import { cancelOrderPolicy } from './cancel-policy.ts';
import {
  insurancePolicies,
  POLICY_CANCELLATION_JOB,
  POLICY_SUBSCRIPTION_JOB,
} from './insurance-policies.ts';
import type { PolicyServices } from './policy-services.ts';
import { subscribeOrderPolicy } from './subscribe-policy.ts';

describeEachDatabase('insurance policies of paid orders', (context) => {
  let days: string[] = [];
  let platforms: PolicyServices['platforms'] = new Map();
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
    platforms = await loadPlatforms(context().database.db);
    // The jobs reach the sandbox insurer over real HTTP, on this app's origin.
    await context().app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => context().app.sandboxInsurer.setOutage('none'));
  afterAll(() => context().app.server.closeAllConnections());
  const day = (index: number) => days[index] as string;
  const insurerUrl = () => `${context().app.listeningOrigin}${SANDBOX_INSURER_PREFIX}`;

  /** What the jobs are given, as `createApp` gives it them. */
  const services = (): PolicyServices => ({
    db: context().database.db,
    insurance: createSandboxInsurerClient({
      baseUrl: insurerUrl,
      transport: fetchTransport,
      timeoutMs: INSURER_TIMEOUT_MS,
      log: context().app.log,
    }),
    log: context().app.log,
    clock: () => new Date(),
    platforms,
  });

  const insuredOrder = (app: TestContext, date: string) =>
    paidOrder(app, { date, contents: { insurance: true } });

  const ourRecord = async (orderId: string) => {
    const [record] = await query<{
      status: string;
      policy_id: string | null;
      premium_cents: number;
      cancellation: string | null;
      attempts: number;
    }>(
      context(),
      sql`select status, policy_id, premium_cents, cancellation, attempts
          from order_insurance_policies where order_id = ${orderId}`,
    );
    return record ?? null;
  };
  const insurerPolicies = (orderId: string) =>
    query<{ id: string; status: string; premium_cents: number }>(
      context(),
      sql`select id, status, premium_cents from sandbox_insurance_policies
          where order_reference = ${orderId}`,
    );
  const jobsOf = (name: string, orderId: string) =>
    query<{ retry_limit: number; retry_delay: number; retry_backoff: boolean }>(
      context(),
      sql`select retry_limit, retry_delay, retry_backoff from pgboss.job
          where name = ${name} and data->>'orderId' = ${orderId}`,
    );
  const insurancePaid = async (orderId: string) => {
    const [line] = await query<{ total_cents: number }>(
      context(),
      sql`select total_cents from order_lines where order_id = ${orderId} and kind = 'insurance'`,
    );
    return line?.total_cents;
  };

  it('is subscribed once, by a job of another process, after the settling one is gone', async () => {
    const settler = await startAppOn(context().database);
    const order = await insuredOrder(settler, day(0));
    await settler.app.close();

    // Settled: the policy is pending, its one job queued in the same transaction, with backoff.
    expect(await ourRecord(order.orderId)).toMatchObject({ status: 'pending', policy_id: null });
    expect(await jobsOf(POLICY_SUBSCRIPTION_JOB, order.orderId)).toEqual([
      { retry_limit: 12, retry_delay: 30, retry_backoff: true },
    ]);

    const worker = await startAppOn(context().database, {
      workers: true,
      insurer: { url: insurerUrl() },
    });
    try {
      await vi.waitFor(
        async () => expect(await ourRecord(order.orderId)).toMatchObject({ status: 'subscribed' }),
        { timeout: 20_000, interval: 250 },
      );
    } finally {
      await worker.app.close();
    }
    const record = await ourRecord(order.orderId);
    const paid = await insurancePaid(order.orderId);
    expect(paid).toBeGreaterThanOrEqual(200);
    expect(record?.premium_cents).toBe(paid);
    expect(await insurerPolicies(order.orderId)).toEqual([
      { id: record?.policy_id, status: 'active', premium_cents: paid },
    ]);
  });

  it('stays one policy when its job runs twice, at once, or again after an answer lost', async () => {
    const order = await insuredOrder(context(), day(1));

    await Promise.all([
      subscribeOrderPolicy(services(), order.orderId),
      subscribeOrderPolicy(services(), order.orderId),
    ]);
    expect(await subscribeOrderPolicy(services(), order.orderId)).toBe('subscribed');
    const [policy] = await insurerPolicies(order.orderId);
    // The process died after the insurer made the policy, before our record of it.
    await query(
      context(),
      sql`update order_insurance_policies set status = 'pending', policy_id = null
          where order_id = ${order.orderId}`,
    );
    expect(await subscribeOrderPolicy(services(), order.orderId)).toBe('subscribed');

    expect(await insurerPolicies(order.orderId)).toEqual([policy]);
    expect(await ourRecord(order.orderId)).toMatchObject({ policy_id: policy?.id });
  });

  it('is retried while the insurer is down, and subscribed once it is back', async () => {
    const order = await insuredOrder(context(), day(2));
    context().app.sandboxInsurer.setOutage('down');

    await expect(subscribeOrderPolicy(services(), order.orderId)).rejects.toThrow(
      'the insurer gave no quote',
    );
    expect(await ourRecord(order.orderId)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await insurerPolicies(order.orderId)).toEqual([]);

    context().app.sandboxInsurer.setOutage('none');
    expect(await subscribeOrderPolicy(services(), order.orderId)).toBe('subscribed');
    expect(await insurerPolicies(order.orderId)).toHaveLength(1);
  });

  it('is cancelled with the insurer when the order is refunded, once', async () => {
    const order = await insuredOrder(context(), day(3));
    await subscribeOrderPolicy(services(), order.orderId);
    const policies = insurancePolicies(context().jobs);

    await inTransaction(context().database.db, (tx) => policies.orderRefunded(tx, order.orderId));
    await inTransaction(context().database.db, (tx) => policies.orderRefunded(tx, order.orderId));
    expect(await jobsOf(POLICY_CANCELLATION_JOB, order.orderId)).toHaveLength(1);
    expect(await ourRecord(order.orderId)).toMatchObject({ cancellation: 'requested' });

    context().app.sandboxInsurer.setOutage('down');
    await expect(cancelOrderPolicy(services(), order.orderId)).rejects.toThrow();
    expect(await insurerPolicies(order.orderId)).toMatchObject([{ status: 'active' }]);
    context().app.sandboxInsurer.setOutage('none');

    expect(await cancelOrderPolicy(services(), order.orderId)).toBe('done');
    expect(await cancelOrderPolicy(services(), order.orderId)).toBe('done');
    expect(await insurerPolicies(order.orderId)).toMatchObject([{ status: 'cancelled' }]);
    expect(await ourRecord(order.orderId)).toMatchObject({
      status: 'subscribed',
      cancellation: 'done',
    });
  });

  it('cancels after the subscription when the refund comes before the insurer answered', async () => {
    const order = await insuredOrder(context(), day(4));
    await inTransaction(context().database.db, (tx) =>
      insurancePolicies(context().jobs).orderRefunded(tx, order.orderId),
    );

    await expect(cancelOrderPolicy(services(), order.orderId)).rejects.toThrow(
      'not subscribed yet',
    );
    expect(await subscribeOrderPolicy(services(), order.orderId)).toBe('subscribed');
    expect(await cancelOrderPolicy(services(), order.orderId)).toBe('done');
    expect(await insurerPolicies(order.orderId)).toMatchObject([{ status: 'cancelled' }]);
  });

  it('keeps the policy when a second payment of the paid order is refunded', async () => {
    const order = await insuredOrder(context(), day(5));
    await subscribeOrderPolicy(services(), order.orderId);
    await query(
      context(),
      sql`insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, status)
          select gen_random_uuid(), id, shopping_cart_id, 'sandbox', total_cents, 'succeeded'
          from orders where id = ${order.orderId}`,
    );

    expect(await settle(context(), order)).toBe('paid');

    const refunds = await query<{ refund_reason: string }>(
      context(),
      sql`select refund_reason from payments
          where order_id = ${order.orderId} and settlement = 'refund'`,
    );
    expect(refunds).toEqual([{ refund_reason: 'ORDER_ALREADY_PAID' }]);
    expect(await ourRecord(order.orderId)).toMatchObject({ cancellation: null });
    expect(await insurerPolicies(order.orderId)).toMatchObject([{ status: 'active' }]);
  });

  it('subscribes nothing for an order paid without insurance', async () => {
    const cart = await cartWithPayment(context(), { date: day(6) });
    expect(await settle(context(), cart)).toBe('paid');

    expect(await ourRecord(cart.orderId)).toBeNull();
    expect(await jobsOf(POLICY_SUBSCRIPTION_JOB, cart.orderId)).toEqual([]);
    expect(await subscribeOrderPolicy(services(), cart.orderId)).toBeNull();
    expect(await insurerPolicies(cart.orderId)).toEqual([]);
  });
});
