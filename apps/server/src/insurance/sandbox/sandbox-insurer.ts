import { randomBytes } from 'node:crypto';
import { LANGUAGES } from '@sesame/domain/i18n/language';
import { type Cents, cents } from '@sesame/domain/money/cents';
import type { ProductKind } from '@sesame/domain/pricing/coupons';
import { insurancePrice, insuredAmount } from '@sesame/domain/pricing/insurance-price';
import { isoDate } from '@sesame/domain/validation/fields';
import { MAX_GROUP_PLACES } from '@sesame/domain/validation/limits';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { hasValidSignature, sign } from '../../payments/sandbox/signature.ts';
import { cancelPolicy, insertPolicyOnce } from './sandbox-policies-repo.ts';

/** Where the sandbox insurer's HTTP service is mounted on the app. */
export const SANDBOX_INSURER_PREFIX = '/sandbox/insurance';

/**
 * How the sandbox insurer is doing: `down` answers 503 at once, `slow` answers nothing until the
 * caller gives up (booking-funnel.md §8, 'Service unavailable', both ways it happens).
 */
export type InsurerOutage = 'none' | 'down' | 'slow';

/** A quote can be subscribed for this long: a basket is held 15 minutes, a payment 30 more. */
export const QUOTE_VALIDITY_SECONDS = 60 * 60;

const PRODUCT_KINDS = [
  'ticket',
  'package',
  'pass',
  'activity',
  'flexibleRate',
  'restaurant',
  'hotel',
  'insurance',
  'postage',
  'donation',
] as const satisfies readonly ProductKind[];

const amount = z
  .int()
  .min(0)
  .max(100_000_000)
  .transform((value) => cents(value));

/** The insurer's own check of a quote request: it trusts its callers no more than we do ours. */
export const quoteRequestSchema = z
  .object({
    language: z.enum(LANGUAGES),
    currency: z.string().regex(/^[A-Z]{3}$/),
    effectiveDate: isoDate(),
    eventHiringDate: isoDate(),
    dueDate: isoDate(),
    groupLength: z.int().min(1).max(MAX_GROUP_PLACES),
    lines: z
      .array(z.object({ kind: z.enum(PRODUCT_KINDS), code: z.string().max(50), price: amount }))
      .max(100),
  })
  .refine((q) => q.effectiveDate <= q.eventHiringDate && q.eventHiringDate <= q.dueDate);

export type SandboxQuoteRequest = z.output<typeof quoteRequestSchema>;

export interface SandboxQuote {
  insuranceId: string;
  price: Cents;
  insuredAmount: Cents;
  groupLength: number;
  currency: string;
  /** ISO instant after which the quote can no longer be subscribed. */
  validUntil: string;
}

/** What the sandbox remembers of a quote: signed into its id, so any process can read it back. */
interface QuoteToken {
  price: Cents;
  insured: Cents;
  groupLength: number;
  effectiveDate: string;
  dueDate: string;
  /** Unix seconds. */
  expires: number;
}

/** What a subscription comes to: a policy, or why there is none. */
export type SandboxSubscription =
  | { policyId: string; created: boolean }
  | { refused: 'unknown-quote' | 'expired-quote' | 'key-of-another-order' };

export interface SandboxInsurer {
  /** The switch of the spec's 'Service unavailable' path: an app option, and a hook for tests. */
  outage: InsurerOutage;
  setOutage(outage: InsurerOutage): void;
  quote(request: SandboxQuoteRequest): SandboxQuote;
  /** A policy for a valid, unexpired quote and an order; the one made already for a known key. */
  subscribe(request: {
    insuranceId: string;
    orderId: string;
    idempotencyKey: string;
  }): Promise<SandboxSubscription>;
  /** Cancels a policy it issued (again nothing if it was); false for a policy it does not know. */
  cancel(policyId: string): Promise<boolean>;
}

/**
 * The built-in insurer (DESIGN.md, insurance): it prices on the basket and the group with the
 * rule of catalogue.md §7.3 INS (5 % of the insured lines, at least 2 €; never itself, the
 * donation or the postage). A quote's id is a signed token, so that any server process answers
 * for any quote; its policies are kept in the database, as the sandbox card processor keeps its
 * payments, under the idempotency key each subscription carries (decision 27).
 */
export function createSandboxInsurer(options: {
  db: Database;
  secret: string;
  now: () => Date;
  outage?: InsurerOutage;
}): SandboxInsurer {
  // A separate key per use, so that no token passes for another kind (or a payment's).
  const quoteKey = `sandbox-insurance-quote:${options.secret}`;
  const seconds = () => Math.floor(options.now().getTime() / 1000);

  const insurer: SandboxInsurer = {
    outage: options.outage ?? 'none',
    setOutage(outage) {
      insurer.outage = outage;
    },
    quote(request) {
      const insured = insuredAmount(request.lines);
      const expires = seconds() + QUOTE_VALIDITY_SECONDS;
      const token: QuoteToken = {
        price: insurancePrice(insured),
        insured,
        groupLength: request.groupLength,
        effectiveDate: request.effectiveDate,
        dueDate: request.dueDate,
        expires,
      };
      return {
        insuranceId: encode(quoteKey, token),
        price: token.price,
        insuredAmount: insured,
        groupLength: request.groupLength,
        currency: request.currency,
        validUntil: new Date(expires * 1000).toISOString(),
      };
    },
    async subscribe({ insuranceId, orderId, idempotencyKey }) {
      const quote = decode<QuoteToken>(quoteKey, insuranceId);
      if (!quote) return { refused: 'unknown-quote' };
      if (quote.expires < seconds()) return { refused: 'expired-quote' };
      const { policy, created } = await insertPolicyOnce(options.db, {
        id: `POL-${randomBytes(8).toString('hex').toUpperCase()}`,
        idempotencyKey,
        orderReference: orderId,
        premiumCents: quote.price,
        insuredCents: quote.insured,
        groupLength: quote.groupLength,
        effectiveDate: quote.effectiveDate,
        dueDate: quote.dueDate,
        status: 'active',
      });
      // A key names one subscription: used again for another order, it is a caller's mistake.
      if (policy.orderReference !== orderId) return { refused: 'key-of-another-order' };
      return { policyId: policy.id, created };
    },
    cancel(policyId) {
      return cancelPolicy(options.db, policyId);
    },
  };
  return insurer;
}

function encode<T>(key: string, value: T): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

function decode<T>(key: string, token: string): T | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || rest.length > 0 || !hasValidSignature(key, payload, signature)) return null;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
}
