import {
  findOrderPolicy,
  type OrderPolicy,
  recordCancelled,
  recordFailedAttempt,
} from './policies-repo.ts';
import { InsurerNotDone, type PolicyServices } from './policy-services.ts';

/**
 * The cancellation job of a refunded order's policy (decision 27). It waits for the subscription
 * job to settle first (a pending policy is retried later); a policy the insurer refused has
 * nothing to cancel; an insurer that cannot be reached throws `InsurerNotDone` for pg-boss to
 * retry. Cancelling twice is harmless: the insurer answers a cancelled policy as cancelled.
 */
export async function cancelOrderPolicy(
  services: PolicyServices,
  orderId: string,
): Promise<OrderPolicy['cancellation']> {
  const { db, log } = services;
  const policy = await findOrderPolicy(db, orderId);
  if (policy?.cancellation !== 'requested') return policy?.cancellation ?? null;
  if (policy.status === 'pending') {
    log.warn({ orderId }, 'policy to cancel not subscribed yet, retried later');
    throw new InsurerNotDone('the policy to cancel is not subscribed yet');
  }
  if (policy.policyId && !(await services.insurance.cancel(policy.policyId))) {
    await recordFailedAttempt(db, orderId, 'the insurer did not cancel the policy');
    log.warn({ orderId, policyId: policy.policyId }, 'policy not cancelled yet, retried later');
    throw new InsurerNotDone('the insurer did not cancel the policy');
  }
  await recordCancelled(db, orderId);
  return 'done';
}
