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
  saveBasket,
} from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { notify, payByCard, startPayment } from './payment-fixture.ts';

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
});
