import type { Language } from '@sesame/domain/i18n/language';
import type { Cents } from '@sesame/domain/money/cents';
import type { ProductKind } from '@sesame/domain/pricing/coupons';

/** A line of the basket as the insurer sees it: what it is and what the visitor pays for it. */
export interface InsurerLine {
  kind: ProductKind;
  code: string;
  price: Cents;
}

/** What an insurer prices a cancellation policy on (booking-funnel.md §7 insurance). */
export interface InsuranceQuoteRequest {
  language: Language;
  currency: string;
  /** The day the cover starts: the day of purchase, `yyyy-MM-dd`. */
  effectiveDate: string;
  /** The first day of the visit. */
  eventHiringDate: string;
  /** The last day of the visit, when the cover ends. */
  dueDate: string;
  /** The people insured: the whole group, babies included. */
  groupLength: number;
  /** Every line of the basket; the insurer decides which it insures (catalogue.md §7.3 INS). */
  lines: readonly InsurerLine[];
}

/** booking-funnel.md §3 Insurance quote; `available: false` is §8's 'Service unavailable'. */
export type InsuranceQuote =
  | { available: true; price: Cents; insuranceId: string }
  | { available: false };

export interface SubscriptionRequest {
  insuranceId: string;
  orderId: string;
  /**
   * The same for every attempt at one order's policy: the insurer answers a repeated key with
   * the policy it made for it, so a retry after a lost answer never buys a second one.
   */
  idempotencyKey: string;
}

export type InsuranceSubscription =
  | { subscribed: true; policyId: string }
  /** `refused`: the insurer does not know the quote, or it has expired; quote again. */
  | { subscribed: false; reason: 'unavailable' | 'refused' };

/**
 * A travel insurer (DESIGN.md, insurance), reached over the network: any call may find it
 * unavailable, which is an answer (`available: false`, `unavailable`), never a thrown error.
 */
export interface InsuranceProvider {
  readonly name: string;
  /** Prices a policy for a basket; the quote's id is what `subscribe` takes. */
  quote(request: InsuranceQuoteRequest): Promise<InsuranceQuote>;
  /** Buys the quoted policy for a paid order; the policy it made already when repeated. */
  subscribe(request: SubscriptionRequest): Promise<InsuranceSubscription>;
  /** Cancels a policy (the order was refunded); true once it is cancelled, again true if it was. */
  cancel(policyId: string): Promise<boolean>;
}
