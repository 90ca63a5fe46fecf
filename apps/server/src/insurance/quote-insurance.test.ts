import { randomUUID } from 'node:crypto';
import { insurancePrice } from '@sesame/domain/pricing/insurance-price';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../i18n/messages.ts';
import {
  basket,
  holdTickets,
  initOrder,
  openDays,
  query,
  saveBasket,
} from '../orders/order-flow-fixture.ts';
import { describeEachDatabase, startTestApp, type TestContext } from '../test/test-app.ts';
import { SANDBOX_INSURER_PREFIX } from './sandbox/sandbox-insurer.ts';
import { INSURER_TIMEOUT_MS } from './sandbox/sandbox-insurer-client.ts';

const INSURANCE = `query Insurance(
  $lang: Language, $effectiveDate: String, $dueDate: String, $eventHiringDate: String,
  $groupLength: Int, $orderPrice: Int, $booking: InsuranceBooking!
) {
  insurance(
    lang: $lang, effectiveDate: $effectiveDate, dueDate: $dueDate,
    eventHiringDate: $eventHiringDate, groupLength: $groupLength, orderPrice: $orderPrice,
    booking: $booking
  ) { price available insuranceId }
}`;

interface Quote {
  price: number | null;
  available: boolean;
  insuranceId: string | null;
}

function quote(context: TestContext, orderId: string, args: Record<string, unknown> = {}) {
  return context.graphql<{ insurance: Quote }>(INSURANCE, { booking: { orderId }, ...args });
}

describeEachDatabase('insurance quote', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
    // The client reaches the sandbox insurer over real HTTP, on the app's own origin.
    await context().app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => context().app.sandboxInsurer.setOutage('none'));
  // Runs before the app closes: fetch's pool may have opened a socket it never sent on (after
  // the timed-out call), which Node's close does not count as idle and would wait on.
  afterAll(() => context().app.server.closeAllConnections());
  const day = (index: number) => days[index] as string;

  /** An order whose basket is saved: 2 adults and 1 child, posted tickets and a 2 € gift. */
  async function savedOrder(date: string) {
    const { orderId } = await initOrder(context());
    expect(await holdTickets(context(), { orderId, date, quantity: 3 })).toMatchObject({
      success: true,
    });
    const saved = await saveBasket(
      context(),
      orderId,
      basket(date, { sendingMethod: 'courrier', isDonation: true, donationValue: 200 }),
    );
    expect(saved.success).toBe(true);
    return { orderId, saved };
  }

  it('prices 5 % of the saved basket’s insured lines, without the postage and the donation', async () => {
    const { orderId, saved } = await savedOrder(day(0));
    const kinds = saved.lines.map((line) => line.kind);
    expect(kinds).toContain('postage');
    expect(kinds).toContain('donation');
    const insured = saved.lines
      .filter((line) => line.kind !== 'postage' && line.kind !== 'donation')
      .reduce((sum, line) => sum + line.totalPrice, 0);
    expect(insured).toBeGreaterThan(4_000);

    // orderPrice is the browser's figure: checked, never believed.
    const response = await quote(context(), orderId, {
      lang: 'fr',
      effectiveDate: day(0),
      eventHiringDate: day(0),
      dueDate: day(0),
      groupLength: 3,
      orderPrice: 1,
    });

    expect(response.errors).toBeUndefined();
    expect(response.data?.insurance).toEqual({
      price: Math.round(insured * 0.05),
      available: true,
      insuranceId: expect.any(String),
    });
    expect(response.data?.insurance.price).toBe(insurancePrice(insured as never));
  });

  it('charges at least 2 €', async () => {
    const { orderId, saved } = await savedOrder(day(1));
    // The one insured line (the tickets) brought down to 10 €: 5 % would be 0.50 €.
    expect(saved.lines.map((line) => line.kind)).toEqual(['ticket', 'postage', 'donation']);
    await query(
      context(),
      sql`update order_lines set total_cents = 1000 where order_id = ${orderId} and kind = 'ticket'`,
    );

    const response = await quote(context(), orderId);

    expect(response.data?.insurance).toMatchObject({ price: 200, available: true });
  });

  it('gives a quote id the sandbox insurer subscribes once per key, and refuses a forged one', async () => {
    const { orderId } = await savedOrder(day(2));
    const insuranceId = (await quote(context(), orderId)).data?.insurance.insuranceId ?? '';
    const subscribe = (id: string, key: string | undefined, order = orderId) =>
      context().app.inject({
        method: 'POST',
        url: `${SANDBOX_INSURER_PREFIX}/policies`,
        headers: key === undefined ? {} : { 'idempotency-key': key },
        payload: { insuranceId: id, orderId: order },
      });

    const first = await subscribe(insuranceId, `key-${orderId}`);
    const again = await subscribe(insuranceId, `key-${orderId}`);
    const forged = await subscribe(`${insuranceId}0`, `forged-${orderId}`);
    const keyless = await subscribe(insuranceId, undefined);
    const otherOrder = await subscribe(insuranceId, `key-${orderId}`, randomUUID());

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(forged.statusCode).toBe(404);
    expect(keyless.statusCode).toBe(422);
    expect(otherOrder.statusCode).toBe(422);
    const policies = await query<{ id: string; status: string }>(
      context(),
      sql`select id, status from sandbox_insurance_policies where order_reference = ${orderId}`,
    );
    expect(policies).toEqual([{ id: first.json().policyId, status: 'active' }]);
  });

  it('answers available false, with no price, when the insurer answers 503', async () => {
    const { orderId } = await savedOrder(day(3));
    context().app.sandboxInsurer.setOutage('down');

    const response = await quote(context(), orderId, { lang: 'es' });

    expect(response.errors).toBeUndefined();
    expect(response.data?.insurance).toEqual({ price: null, available: false, insuranceId: null });
  });

  it('is switched down and up again over HTTP outside production, as browser tests do', async () => {
    const { orderId } = await savedOrder(day(5));
    const switchTo = (outage: unknown) =>
      context().app.inject({
        method: 'PUT',
        url: `${SANDBOX_INSURER_PREFIX}/outage`,
        payload: { outage },
      });

    expect((await switchTo('down')).statusCode).toBe(204);
    expect((await quote(context(), orderId)).data?.insurance.available).toBe(false);
    expect((await switchTo('none')).statusCode).toBe(204);
    expect((await quote(context(), orderId)).data?.insurance.available).toBe(true);
    expect((await switchTo('broken')).statusCode).toBe(422);
  });

  it('answers available false when the insurer does not answer in time', async () => {
    const { orderId } = await savedOrder(day(4));
    context().app.sandboxInsurer.setOutage('slow');

    const started = Date.now();
    const response = await quote(context(), orderId);

    expect(response.data?.insurance).toEqual({ price: null, available: false, insuranceId: null });
    expect(Date.now() - started).toBeGreaterThanOrEqual(INSURER_TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(INSURER_TIMEOUT_MS + 5_000);
  });

  it('refuses bad input with INVALID_INPUT in the asked language, naming the fields', async () => {
    const { orderId } = await savedOrder(day(5));

    const response = await quote(context(), orderId, {
      lang: 'fr',
      effectiveDate: '2027-02-30',
      groupLength: 0,
      orderPrice: -1,
    });
    const badOrder = await quote(context(), 'not-an-order', { lang: 'es' });

    expect(response.data).toBeNull();
    expect(response.errors?.[0]).toMatchObject({
      message: message('INVALID_INPUT', 'fr'),
      extensions: {
        code: 'INVALID_INPUT',
        fields: ['effectiveDate', 'groupLength', 'orderPrice'],
      },
    });
    expect(badOrder.errors?.[0]).toMatchObject({
      message: message('INVALID_INPUT', 'es'),
      extensions: { code: 'INVALID_INPUT', fields: ['booking.orderId'] },
    });
  });

  it('refuses an unknown order, and an order without a saved basket', async () => {
    const unknown = await quote(context(), '00000000-0000-4000-8000-000000000000');
    const { orderId } = await initOrder(context());
    const empty = await quote(context(), orderId);

    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(empty.errors?.[0]).toMatchObject({
      message: message('BASKET_INVALID', 'en'),
      extensions: { code: 'BASKET_INVALID' },
    });
  });
});

describe('the sandbox insurer in production', () => {
  it('cannot be switched down by a request', async () => {
    const context = await startTestApp('pglite', { production: true, trustedDocuments: {} });
    try {
      const response = await context.app.inject({
        method: 'PUT',
        url: `${SANDBOX_INSURER_PREFIX}/outage`,
        payload: { outage: 'down' },
      });
      expect(response.statusCode).toBe(404);
      expect(context.app.sandboxInsurer.outage).toBe('none');
    } finally {
      await context.app.close();
      await context.database.close();
    }
  });
});
