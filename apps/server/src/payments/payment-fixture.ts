import type { LightMyRequestResponse } from 'fastify';
import { START_PAYMENT } from '../orders/order-flow-fixture.ts';
import { TEST_PAYMENT_SECRET, type TestContext } from '../test/test-app.ts';
import { SIGNATURE_HEADER } from './sandbox/notification-sender.ts';
import { signNotification } from './sandbox/signature.ts';

// Helpers that play the visitor on the sandbox's card form and the provider's notifications.

export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  challenge: '4000 0000 0000 3220',
};

export interface PaymentStart {
  success: boolean;
  code: string | null;
  message: string | null;
  paymentId: string | null;
  redirectUrl: string | null;
}

export async function startPayment(
  context: TestContext,
  cart: { orderId: string; shoppingCartId: string; language?: string },
  options: { host?: string; language?: string } = {},
): Promise<PaymentStart> {
  const response = await context.graphql<{ startPayment: PaymentStart }>(
    START_PAYMENT,
    { orderId: cart.orderId, shoppingCartId: cart.shoppingCartId, language: cart.language ?? 'en' },
    options,
  );
  const result = response.data?.startPayment;
  if (!result) throw new Error(`startPayment failed: ${JSON.stringify(response.errors)}`);
  return result;
}

/** The path (with the signed session) of the provider's card form that startPayment sent. */
export function formPath(redirectUrl: string | null): string {
  if (!redirectUrl) throw new Error('No redirect to the card form');
  const url = new URL(redirectUrl);
  return `${url.pathname}${url.search}`;
}

export function openForm(context: TestContext, redirectUrl: string | null) {
  return context.app.inject({ method: 'GET', url: formPath(redirectUrl) });
}

/** Posts the card form as a browser does (urlencoded), with a valid expiry, CVC and name. */
export function payByCard(
  context: TestContext,
  redirectUrl: string | null,
  card: Partial<Record<'cardNumber' | 'expiry' | 'cvc' | 'name', string>> = {},
): Promise<LightMyRequestResponse> {
  const fields = {
    cardNumber: TEST_CARDS.success,
    expiry: '12/34',
    cvc: '123',
    name: 'Ada Lovelace',
    ...card,
  };
  return context.app.inject({
    method: 'POST',
    url: formPath(redirectUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export function answerChallenge(
  context: TestContext,
  redirectUrl: string | null,
  decision: 'approve' | 'refuse',
) {
  const [path, search] = formPath(redirectUrl).split('?');
  return context.app.inject({
    method: 'POST',
    url: `${path}/challenge?${search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

/** The signature header the provider sends with `body`, as of `at` (now by default). */
export function signatureOf(body: string, at = new Date()): string {
  return signNotification(TEST_PAYMENT_SECRET, body, Math.floor(at.getTime() / 1000));
}

/** Delivers a notification as the provider does; `signature` forges it when given. */
export function notify(
  context: TestContext,
  notification: { paymentId: string; status: 'succeeded' | 'failed' } | string,
  signature?: string,
) {
  const body = typeof notification === 'string' ? notification : JSON.stringify(notification);
  return context.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/notify',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signature ?? signatureOf(body),
    },
    payload: body,
  });
}
