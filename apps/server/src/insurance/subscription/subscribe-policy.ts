import { parisToday } from '@sesame/domain/dates/paris-today';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { findOrder } from '../../orders/orders-repo.ts';
import { orderQuoteRequest } from '../quote-insurance.ts';
import {
  findOrderPolicy,
  type OrderPolicy,
  recordFailedAttempt,
  recordRefused,
  recordSubscribed,
} from './policies-repo.ts';
import { InsurerNotDone, type PolicyServices } from './policy-services.ts';

/** The key of every attempt at one order's policy: the insurer makes it once (decision 27). */
export const policyIdempotencyKey = (orderId: string) => `order-policy:${orderId}`;

/**
 * The subscription job of a paid, insured order (decision 27): quotes the order's lines again,
 * as the summary did, and buys the policy under the order's idempotency key, so that a job run
 * twice, or again after its process died between the insurer's answer and our record, finds the
 * policy the insurer made already. An insurer that cannot be reached throws `InsurerNotDone`
 * for pg-boss to retry. A cancellation asked meanwhile does not stop it: an earlier attempt may
 * have bought a policy whose answer was lost, and only its id lets the cancellation job end it.
 */
export async function subscribeOrderPolicy(
  services: PolicyServices,
  orderId: string,
): Promise<OrderPolicy['status'] | null> {
  const { db, log } = services;
  const policy = await findOrderPolicy(db, orderId);
  if (policy?.status !== 'pending') return policy?.status ?? null;
  const order = await findOrder(db, orderId);
  const platform = order && services.platforms.get(order.platform as PlatformCode);
  const request =
    order &&
    platform &&
    (await orderQuoteRequest(db, order, platform.currency, {
      language: order.language,
      today: parisToday(services.clock()),
    }));
  if (!request) {
    await recordRefused(db, orderId, 'the paid order has no saved basket to insure');
    log.error({ orderId }, 'insured order without a basket: no policy subscribed');
    return 'refused';
  }

  const quote = await services.insurance.quote(request);
  if (!quote.available) return notDone(services, orderId, 'the insurer gave no quote');
  if (quote.price !== policy.premiumCents) {
    log.warn(
      { orderId, paid: policy.premiumCents, quoted: quote.price },
      'the insurer quotes another premium than the buyer paid',
    );
  }
  const subscription = await services.insurance.subscribe({
    insuranceId: quote.insuranceId,
    orderId,
    idempotencyKey: policyIdempotencyKey(orderId),
  });
  if (subscription.subscribed) {
    await recordSubscribed(db, orderId, subscription.policyId);
    return 'subscribed';
  }
  if (subscription.reason === 'unavailable') {
    return notDone(services, orderId, 'the insurer could not subscribe');
  }
  await recordRefused(db, orderId, 'the insurer refused the subscription');
  log.error({ orderId }, 'the insurer refused to subscribe a paid order’s policy');
  return 'refused';
}

async function notDone(services: PolicyServices, orderId: string, reason: string): Promise<never> {
  await recordFailedAttempt(services.db, orderId, reason);
  services.log.warn({ orderId, reason }, 'insurance policy not subscribed yet, retried later');
  throw new InsurerNotDone(reason);
}
