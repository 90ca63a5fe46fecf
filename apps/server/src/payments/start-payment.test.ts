import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  basket,
  cartFor,
  confirm,
  expireHolds,
  holdTickets,
  initOrder,
  openDays,
  query,
  START_PAYMENT,
  saveBasket,
} from '../orders/order-flow-fixture.ts';
import { describeEachDatabase, startAppOn } from '../test/test-app.ts';
import { notify, payByCard, startPayment, TEST_CARDS } from './payment-fixture.ts';

describeEachDatabase('startPayment', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });
  const day = (index: number) => days[index] as string;

  it('opens a payment of the total the server priced and sends the browser to the provider’s form', async () => {
    const cart = await cartFor(context(), day(0));

    const payment = await startPayment(context(), { ...cart, language: 'es' });

    expect(payment).toMatchObject({ success: true, code: null });
    const url = new URL(payment.redirectUrl ?? '');
    expect(url.origin).toBe('http://localhost');
    expect(url.pathname).toBe(`/sandbox/pay/${payment.paymentId}`);
    expect(url.searchParams.get('session')).toBeTruthy();
    const [row] = await query<Record<string, unknown>>(
      context(),
      sql`select p.order_id, p.provider, p.amount_cents, p.status, o.language
          from payments p join orders o on o.id = p.order_id where p.id = ${payment.paymentId}`,
    );
    expect(row).toEqual({
      order_id: cart.orderId,
      provider: 'sandbox',
      amount_cents: cart.total,
      status: 'pending',
      language: 'es',
    });
  });

  it('needs the order’s current cart', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(1), quantity: 3 });
    await saveBasket(context(), orderId, basket(day(1)));

    const payment = await startPayment(context(), {
      orderId,
      shoppingCartId: '00000000-0000-4000-8000-000000000000',
    });

    expect(payment).toMatchObject({ success: false, code: 'ORDER_NOT_FOUND', redirectUrl: null });
  });

  it('says SELECTION_EXPIRED once the holds ran out', async () => {
    const cart = await cartFor(context(), day(2));
    await expireHolds(context(), cart.orderId);

    expect((await startPayment(context(), cart)).code).toBe('SELECTION_EXPIRED');
  });

  it('says ORDER_ALREADY_PAID once a payment went through', async () => {
    const cart = await cartFor(context(), day(3));
    const payment = await startPayment(context(), cart);
    await payByCard(context(), payment.redirectUrl);
    await notify(context(), { paymentId: payment.paymentId as string, status: 'succeeded' });
    expect((await confirm(context(), cart.orderId, cart.shoppingCartId)).success).toBe(true);

    expect(await startPayment(context(), { ...cart, language: 'fr' })).toMatchObject({
      success: false,
      code: 'ORDER_ALREADY_PAID',
      message: 'Cette commande est déjà payée.',
    });
  });

  it('answers bad ids with INVALID_INPUT', async () => {
    const response = await context().graphql(
      'mutation { startPayment(orderId: "1", shoppingCartId: "2", language: fr) { success } }',
    );
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('opens one payment for 10 concurrent calls and gives it back to every caller', async () => {
    const cart = await cartFor(context(), day(5));

    const started = await Promise.all(
      Array.from({ length: 10 }, () => startPayment(context(), cart)),
    );

    const ids = new Set(started.map((payment) => payment.paymentId));
    expect(started.every((payment) => payment.success)).toBe(true);
    expect(ids.size).toBe(1);
    expect(new Set(started.map((payment) => payment.redirectUrl)).size).toBe(1);
    expect(await paymentsOf(cart.orderId)).toHaveLength(1);
  });

  it('opens a new payment only after the open one failed, and cancels one the cart outgrew', async () => {
    const cart = await cartFor(context(), day(6));
    const first = await startPayment(context(), cart);
    await payByCard(context(), first.redirectUrl, { cardNumber: TEST_CARDS.declined });

    const second = await startPayment(context(), cart);
    expect(second.paymentId).not.toBe(first.paymentId);
    expect((await startPayment(context(), cart)).paymentId).toBe(second.paymentId);

    await query(
      context(),
      sql`update orders set total_cents = total_cents + 100 where id = ${cart.orderId}`,
    );
    const third = await startPayment(context(), cart);
    expect(third.paymentId).not.toBe(second.paymentId);
    expect(await paymentsOf(cart.orderId)).toEqual([
      { id: first.paymentId, status: 'failed' },
      { id: second.paymentId, status: 'cancelled' },
      { id: third.paymentId, status: 'pending' },
    ]);
    // The cancelled checkout can no longer charge.
    const late = await payByCard(context(), second.redirectUrl);
    expect(late.headers.location).toBe('http://localhost/en/payment?error=cancelled');
    expect(await paymentsOf(cart.orderId)).toContainEqual({
      id: second.paymentId,
      status: 'cancelled',
    });
  });

  it('refuses to charge the checkout of an order paid meanwhile, before any charge', async () => {
    const cart = await cartFor(context(), day(7));
    const payment = await startPayment(context(), cart);
    await payByCard(context(), payment.redirectUrl);
    // A second checkout slipped in before the order was paid (as a race would open it).
    const other = '00000000-0000-4000-8000-00000000a001';
    await query(
      context(),
      sql`update payments set status = 'succeeded' where id = ${payment.paymentId}`,
    );
    await query(
      context(),
      sql`insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, expires_at)
          values (${other}, ${cart.orderId}, ${cart.shoppingCartId}, 'sandbox', ${cart.total},
            now() + interval '30 minutes')`,
    );
    await notify(context(), { paymentId: payment.paymentId as string, status: 'succeeded' });

    expect(await startPayment(context(), cart)).toMatchObject({ code: 'ORDER_ALREADY_PAID' });
    expect(await paymentsOf(cart.orderId)).toEqual(
      expect.arrayContaining([
        { id: payment.paymentId, status: 'succeeded' },
        { id: other, status: 'cancelled' },
      ]),
    );
  });

  it('expires an unpaid checkout after 30 minutes: its card is never charged', async () => {
    const cart = await cartFor(context(), day(8));
    const payment = await startPayment(context(), cart);
    await query(
      context(),
      sql`update payments set expires_at = now() - interval '1 second' where id = ${payment.paymentId}`,
    );

    const paid = await payByCard(context(), payment.redirectUrl);

    expect(paid.headers.location).toBe('http://localhost/en/payment?error=expired');
    expect(await paymentsOf(cart.orderId)).toEqual([
      { id: payment.paymentId, status: 'cancelled' },
    ]);
    expect((await startPayment(context(), cart)).paymentId).not.toBe(payment.paymentId);
  });

  it('never takes the return and notification addresses from a forwarded header', async () => {
    const cart = await cartFor(context(), day(9));
    const forged = await context().app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        host: 'localhost',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      payload: { query: START_PAYMENT, variables: { ...cart, language: 'fr' } },
    });
    const { redirectUrl } = forged.json().data.startPayment;
    expect(new URL(redirectUrl).origin).toBe('http://localhost');
    const session = new URL(redirectUrl).searchParams.get('session') ?? '';
    expect(Buffer.from(session.split('.')[0] ?? '', 'base64url').toString()).not.toContain('evil');

    const behindProxy = await startAppOn(context().database, {
      trustProxy: 1,
      publicUrl: 'https://billets.example',
    });
    try {
      const other = await cartFor(behindProxy, day(9));
      const answer = await behindProxy.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '203.0.113.7' },
        payload: { query: START_PAYMENT, variables: { ...other, language: 'fr' } },
      });
      const started = answer.json().data.startPayment;
      expect(new URL(started.redirectUrl).origin).toBe('https://billets.example');
      const token = new URL(started.redirectUrl).searchParams.get('session') ?? '';
      const session = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
      expect(session).toMatchObject({
        returnUrl: 'https://billets.example/fr/confirmation',
        notifyUrl: 'https://billets.example/api/payments/sandbox/notify',
      });
    } finally {
      await behindProxy.app.close();
    }
  });

  async function paymentsOf(orderId: string) {
    return query<{ id: string; status: string }>(
      context(),
      sql`select id, status from payments where order_id = ${orderId} order by created_at, id`,
    );
  }
});
