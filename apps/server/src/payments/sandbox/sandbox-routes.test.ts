import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  cartFor,
  openDays,
  orderStatus,
  parkStock,
  query,
} from '../../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import {
  answerChallenge,
  formPath,
  notify,
  openForm,
  payByCard,
  signatureOf,
  startPayment,
  TEST_CARDS,
} from '../payment-fixture.ts';

describeEachDatabase('sandbox provider', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });
  const day = (index: number) => days[index] as string;

  async function openPayment(date: string, language = 'en') {
    const cart = await cartFor(context(), date);
    const payment = await startPayment(context(), { ...cart, language });
    return { ...cart, paymentId: payment.paymentId as string, redirectUrl: payment.redirectUrl };
  }

  const paymentRow = async (paymentId: string) =>
    (
      await query<Record<string, unknown>>(
        context(),
        sql`select status, failure_code, card_last4 from payments where id = ${paymentId}`,
      )
    )[0];

  it('serves its own card form in the payment’s language, with the amount and the merchant', async () => {
    const payment = await openPayment(day(0), 'fr');

    const page = await openForm(context(), payment.redirectUrl);

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
        payment.total / 100,
      ),
    );
    expect(page.body).toContain('Les Terres de Légende');
    for (const field of ['cardNumber', 'expiry', 'cvc', 'name']) {
      expect(page.body).toMatch(new RegExp(`<label for="${field}">`));
      expect(page.body).toMatch(new RegExp(`<input id="${field}" name="${field}"`));
    }
    expect(page.body).toContain('Payer');
    expect(page.body).not.toContain('<script');
  });

  it('shows a not-found page for a forged or missing session', async () => {
    const payment = await openPayment(day(1));
    const path = formPath(payment.redirectUrl);

    const forged = await context().app.inject({ method: 'GET', url: `${path}x` });
    const missing = await context().app.inject({ method: 'GET', url: path.split('?')[0] ?? '' });

    expect(forged.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(forged.body).toContain('Paiement introuvable');
  });

  it('shows the form again with localised errors, never echoing the security code', async () => {
    const payment = await openPayment(day(2), 'es');

    const page = await payByCard(context(), payment.redirectUrl, {
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '98765',
      name: '',
    });

    expect(page.statusCode).toBe(422);
    expect(page.body).toContain('Este número de tarjeta no es válido.');
    expect(page.body).toContain('Esta tarjeta ha caducado.');
    expect(page.body).toContain('El código de seguridad tiene 3 o 4 cifras.');
    expect(page.body).toContain('Este campo es obligatorio');
    expect(page.body).toContain('aria-invalid="true"');
    expect(page.body).not.toContain('98765');
    expect(await paymentRow(payment.paymentId)).toEqual({
      status: 'pending',
      failure_code: null,
      card_last4: null,
    });
  });

  it('takes the success card: back to the confirmation page, last four digits only kept', async () => {
    const payment = await openPayment(day(3), 'fr');

    const paid = await payByCard(context(), payment.redirectUrl);

    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost/fr/confirmation?paymentId=${payment.paymentId}`,
    );
    expect(await paymentRow(payment.paymentId)).toEqual({
      status: 'succeeded',
      failure_code: null,
      card_last4: '4242',
    });
    const stored = await query<{ row: string }>(
      context(),
      sql`select row_to_json(p)::text as row from payments p where id = ${payment.paymentId}`,
    );
    expect(stored[0]?.row).not.toContain('4242424242424242');
    // Coming back to the form does not charge again.
    const again = await openForm(context(), payment.redirectUrl);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(paid.headers.location);
  });

  it('accepts only notifications signed with the shared secret, answering 400 to the rest', async () => {
    const payment = await openPayment(day(4));
    await payByCard(context(), payment.redirectUrl);
    const body = JSON.stringify({ paymentId: payment.paymentId, status: 'succeeded' });
    const header = signatureOf(body);
    const stale = signatureOf(body, new Date(Date.now() - 301_000));

    for (const [forged, signature] of [
      [body, header.replace(/v1=\w{4}/, 'v1=0000')],
      [body.replace('succeeded', 'failed'), header],
      [body, stale],
      [body, ''],
      [body, 'ab'.repeat(32)],
    ] as const) {
      expect((await notify(context(), forged, signature)).statusCode).toBe(400);
    }
    for (const malformed of ['{', '[]', '{"paymentId":1,"status":"succeeded"}', 'null']) {
      expect((await notify(context(), malformed)).statusCode).toBe(400);
    }
    expect(await orderStatus(context(), payment.orderId)).toBe('cart');
    expect(await paymentRow(payment.paymentId)).toMatchObject({ status: 'succeeded' });

    const genuine = await notify(context(), body);
    expect(genuine.statusCode).toBe(200);
    expect(await orderStatus(context(), payment.orderId)).toBe('paid');
  });

  it('declines the declined and insufficient-funds cards, back to the payment page with the reason', async () => {
    const before = await parkStock(context(), day(5));
    const declined = await openPayment(day(5));
    const poor = await openPayment(day(5), 'es');

    const first = await payByCard(context(), declined.redirectUrl, {
      cardNumber: TEST_CARDS.declined,
    });
    const second = await payByCard(context(), poor.redirectUrl, {
      cardNumber: TEST_CARDS.insufficientFunds,
    });

    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('http://localhost/en/payment?error=declined');
    expect(second.headers.location).toBe('http://localhost/es/payment?error=insufficient_funds');
    expect(await paymentRow(declined.paymentId)).toMatchObject({
      status: 'failed',
      failure_code: 'declined',
    });
    expect(await paymentRow(poor.paymentId)).toMatchObject({
      status: 'failed',
      failure_code: 'insufficient_funds',
    });
    expect(
      (await notify(context(), { paymentId: declined.paymentId, status: 'failed' })).statusCode,
    ).toBe(200);
    expect(await orderStatus(context(), declined.orderId)).toBe('cart');
    expect((await parkStock(context(), day(5))).sold).toBe(before.sold);
  });

  it('asks the 3-D Secure card holder to approve or refuse', async () => {
    const approved = await openPayment(day(6));
    const refused = await openPayment(day(6));

    const challenge = await payByCard(context(), approved.redirectUrl, {
      cardNumber: TEST_CARDS.challenge,
    });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('3-D Secure');
    expect(challenge.body).toMatch(/<button type="submit" name="decision" value="approve">/);
    expect(await paymentRow(approved.paymentId)).toMatchObject({
      status: 'pending',
      card_last4: '3220',
    });
    expect((await openForm(context(), approved.redirectUrl)).body).toContain('Approve the payment');

    const yes = await answerChallenge(context(), approved.redirectUrl, 'approve');
    expect(yes.headers.location).toBe(
      `http://localhost/en/confirmation?paymentId=${approved.paymentId}`,
    );
    expect(await paymentRow(approved.paymentId)).toMatchObject({ status: 'succeeded' });

    await payByCard(context(), refused.redirectUrl, { cardNumber: TEST_CARDS.challenge });
    const no = await answerChallenge(context(), refused.redirectUrl, 'refuse');
    expect(no.headers.location).toBe('http://localhost/en/payment?error=authentication_failed');
    expect(await paymentRow(refused.paymentId)).toMatchObject({ status: 'failed' });
  });
});
