import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider, PaymentStatus } from '../payment-provider.ts';
import {
  findPayment,
  insertPayment,
  type PaymentRow,
  recordChallengedCard,
  settlePayment,
} from '../payments-repo.ts';
import { type CardError, type CardField, type CardFields, checkCard } from './card-check.ts';
import {
  type CheckoutSession,
  decodeCheckoutSession,
  encodeCheckoutSession,
} from './checkout-session.ts';
import { createNotificationSender, SIGNATURE_HEADER } from './notification-sender.ts';
import { hasValidSignature } from './signature.ts';

/** A payment opened through its signed checkout address. */
export interface Checkout {
  session: CheckoutSession;
  payment: PaymentRow;
  token: string;
}

/** What the browser sees next on the processor's pages. */
export type CheckoutStep =
  | { kind: 'form'; values?: CardFields; errors?: Partial<Record<CardField, CardError>> }
  | { kind: 'challenge' }
  | { kind: 'redirect'; url: string };

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  openCheckout(paymentId: string, token: unknown): Promise<Checkout | null>;
  /** Where a checkout stands now: its form, its 3-D Secure challenge, or back to the merchant. */
  currentStep(checkout: Checkout): CheckoutStep;
  submitCard(checkout: Checkout, fields: CardFields): Promise<CheckoutStep>;
  answerChallenge(checkout: Checkout, approved: boolean): Promise<CheckoutStep>;
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox';
}

/**
 * The built-in card processor (DESIGN.md, payments). It keeps its payments in the `payments`
 * table, serves its own card form, and tells the merchant the outcome through signed, retried
 * webhooks. Card numbers end here: only their last four digits are kept.
 */
export function createSandboxProvider(options: {
  db: Database;
  secret: string;
  retryDelaysMs?: readonly number[];
  now?: () => Date;
}): SandboxProvider {
  const { db, secret } = options;
  const now = options.now ?? (() => new Date());
  const notifications = createNotificationSender({
    secret,
    retryDelaysMs: options.retryDelaysMs ?? [1_000, 2_000, 4_000, 8_000, 16_000],
  });

  const redirectTo = (base: string, parameter: string, value: string): CheckoutStep => {
    const url = new URL(base);
    url.searchParams.set(parameter, value);
    return { kind: 'redirect', url: url.toString() };
  };

  const currentStep = ({ session, payment }: Checkout): CheckoutStep => {
    if (payment.status === 'succeeded')
      return redirectTo(session.returnUrl, 'paymentId', payment.id);
    if (payment.status === 'failed') {
      return redirectTo(session.failureUrl, 'error', payment.failureCode ?? 'declined');
    }
    return payment.cardLast4 ? { kind: 'challenge' } : { kind: 'form' };
  };

  const settle = async (
    checkout: Checkout,
    outcome: { status: 'succeeded' | 'failed'; failureCode: string | null; cardLast4: string },
  ): Promise<CheckoutStep> => {
    if (await settlePayment(db, checkout.payment.id, outcome)) {
      const status: PaymentStatus = outcome.status;
      notifications.send(checkout.session.notifyUrl, { paymentId: checkout.payment.id, status });
    }
    return reopen(checkout);
  };

  const reopen = async (checkout: Checkout): Promise<CheckoutStep> => {
    const payment = await findPayment(db, checkout.payment.id);
    return payment ? currentStep({ ...checkout, payment }) : { kind: 'form' };
  };

  return {
    name: 'sandbox',

    async createPayment({ orderId, amount, language, merchant, returnUrl, failureUrl, notifyUrl }) {
      const paymentId = randomUUID();
      await insertPayment(db, { id: paymentId, orderId, provider: 'sandbox', amount });
      const token = encodeCheckoutSession(secret, {
        paymentId,
        language,
        merchant,
        returnUrl,
        failureUrl,
        notifyUrl,
      });
      // The sandbox is served by the server that receives its notifications.
      const redirectUrl = new URL(`/sandbox/pay/${paymentId}`, notifyUrl);
      redirectUrl.searchParams.set('session', token);
      return { paymentId, redirectUrl: redirectUrl.toString() };
    },

    verifyNotification(headers, rawBody) {
      if (!hasValidSignature(secret, rawBody, headers[SIGNATURE_HEADER])) return null;
      const body = JSON.parse(rawBody) as { paymentId?: unknown; status?: unknown };
      if (typeof body.paymentId !== 'string') return null;
      if (body.status !== 'succeeded' && body.status !== 'failed') return null;
      return { paymentId: body.paymentId, status: body.status };
    },

    async openCheckout(paymentId, token) {
      const session = decodeCheckoutSession(secret, token);
      if (!session || session.paymentId !== paymentId) return null;
      const payment = await findPayment(db, paymentId);
      return payment ? { session, payment, token: token as string } : null;
    },

    currentStep,

    async submitCard(checkout, fields) {
      const step = currentStep(checkout);
      if (step.kind !== 'form') return step;
      const today = now();
      const check = checkCard(fields, {
        year: today.getUTCFullYear(),
        month: today.getUTCMonth() + 1,
      });
      // A security code is never sent back to the browser.
      if (!check.ok) return { kind: 'form', values: { ...fields, cvc: '' }, errors: check.errors };
      const { outcome, last4 } = check;
      if (outcome.kind === 'challenge') {
        await recordChallengedCard(db, checkout.payment.id, last4);
        return reopen(checkout);
      }
      if (outcome.kind === 'approve') {
        return settle(checkout, { status: 'succeeded', failureCode: null, cardLast4: last4 });
      }
      return settle(checkout, { status: 'failed', failureCode: outcome.reason, cardLast4: last4 });
    },

    async answerChallenge(checkout, approved) {
      const step = currentStep(checkout);
      const cardLast4 = checkout.payment.cardLast4;
      if (step.kind !== 'challenge' || !cardLast4) return step;
      return settle(
        checkout,
        approved
          ? { status: 'succeeded', failureCode: null, cardLast4 }
          : { status: 'failed', failureCode: 'authentication_failed', cardLast4 },
      );
    },

    close: () => notifications.close(),
  };
}
