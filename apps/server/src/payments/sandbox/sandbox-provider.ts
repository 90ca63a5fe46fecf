import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import {
  chargePayment,
  findPayment,
  markRefunded,
  type PaymentRow,
  recordChallengedCard,
} from '../payments-repo.ts';
import { type CardError, type CardField, type CardFields, checkCard } from './card-check.ts';
import {
  type CheckoutSession,
  decodeCheckoutSession,
  encodeCheckoutSession,
} from './checkout-session.ts';
import { queueNotification, SIGNATURE_HEADER } from './notification-sender.ts';
import { checkNotificationSignature } from './signature.ts';

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
 * The built-in card processor (DESIGN.md, payments). Being built in, it keeps its side of a
 * payment (card, outcome, refund) on our `payments` row rather than in a store of its own; it
 * serves its own card form and tells the merchant the outcome through signed webhooks queued as
 * jobs. Card numbers end here: only their last four digits are kept.
 */
export function createSandboxProvider(options: {
  db: Database;
  jobs: JobQueue;
  secret: string;
  now: () => Date;
}): SandboxProvider {
  const { db, jobs, secret, now } = options;

  const redirectTo = (base: string, parameter: string, value: string): CheckoutStep => {
    const url = new URL(base);
    url.searchParams.set(parameter, value);
    return { kind: 'redirect', url: url.toString() };
  };

  const currentStep = ({ session, payment }: Checkout): CheckoutStep => {
    if (payment.status === 'succeeded' || payment.status === 'refunded') {
      return redirectTo(session.returnUrl, 'paymentId', payment.id);
    }
    if (payment.status === 'failed' || payment.status === 'cancelled') {
      return redirectTo(session.failureUrl, 'error', payment.failureCode ?? payment.status);
    }
    return payment.cardLast4 ? { kind: 'challenge' } : { kind: 'form' };
  };

  const charge = async (
    checkout: Checkout,
    outcome: { status: 'succeeded' | 'failed'; failureCode: string | null; cardLast4: string },
  ): Promise<CheckoutStep> => {
    const { charged } = await chargePayment(db, checkout.payment.id, outcome);
    if (charged) {
      await queueNotification(jobs, checkout.session.notifyUrl, {
        paymentId: checkout.payment.id,
        status: outcome.status,
      });
    }
    return reopen(checkout);
  };

  const reopen = async (checkout: Checkout): Promise<CheckoutStep> => {
    const payment = await findPayment(db, checkout.payment.id);
    return payment ? currentStep({ ...checkout, payment }) : { kind: 'form' };
  };

  return {
    name: 'sandbox',

    async createPayment({ paymentId, language, merchant, returnUrl, failureUrl, notifyUrl }) {
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
      return { redirectUrl: redirectUrl.toString() };
    },

    verifyNotification(headers, rawBody) {
      const nowSeconds = Math.floor(now().getTime() / 1000);
      const check = checkNotificationSignature(
        secret,
        rawBody,
        headers[SIGNATURE_HEADER],
        nowSeconds,
      );
      if (check !== 'valid') return { valid: false, reason: check };
      const body = parseJson(rawBody);
      if (typeof body?.paymentId !== 'string' || body.paymentId.length > 64) {
        return { valid: false, reason: 'malformed' };
      }
      if (body.status !== 'succeeded' && body.status !== 'failed') {
        return { valid: false, reason: 'malformed' };
      }
      return { valid: true, paymentId: body.paymentId, status: body.status };
    },

    async refund(paymentId) {
      return markRefunded(db, paymentId);
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
        return charge(checkout, { status: 'succeeded', failureCode: null, cardLast4: last4 });
      }
      return charge(checkout, { status: 'failed', failureCode: outcome.reason, cardLast4: last4 });
    },

    async answerChallenge(checkout, approved) {
      const step = currentStep(checkout);
      const cardLast4 = checkout.payment.cardLast4;
      if (step.kind !== 'challenge' || !cardLast4) return step;
      return charge(
        checkout,
        approved
          ? { status: 'succeeded', failureCode: null, cardLast4 }
          : { status: 'failed', failureCode: 'authentication_failed', cardLast4 },
      );
    },
  };
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
