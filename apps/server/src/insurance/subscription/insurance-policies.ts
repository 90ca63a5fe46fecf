import { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import type { JobOptions, JobQueue } from '../../jobs/job-queue.ts';
import { cancelOrderPolicy } from './cancel-policy.ts';
import { recordPendingPolicy, requestCancellation } from './policies-repo.ts';
import type { PolicyServices } from './policy-services.ts';
import { subscribeOrderPolicy } from './subscribe-policy.ts';

/** The pg-boss queues of the insurer's calls for paid and refunded orders (decision 27). */
export const POLICY_SUBSCRIPTION_JOB = 'insurance-policy-subscription';
export const POLICY_CANCELLATION_JOB = 'insurance-policy-cancellation';

/**
 * While the insurer is down: 12 retries from 30 s, doubling (about a day). A job still running
 * after a minute (its process died; each call gives up after 2 s) is taken up again.
 */
const RETRIES: Omit<JobOptions, 'transaction'> = {
  retryLimit: 12,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 60,
};

/** An order's insurance policy through its life; built once per app over its job queue. */
export interface InsurancePolicies {
  /**
   * In the transaction that marks the order paid: when it is insured, its pending policy and
   * the job that subscribes it, both there exactly when that transaction commits.
   */
  orderPaid(tx: Executor, orderId: string): Promise<void>;
  /** In the transaction that refunds a paid order: the job that cancels its policy, if any. */
  orderRefunded(tx: Executor, orderId: string): Promise<void>;
}

export function insurancePolicies(jobs: Pick<JobQueue, 'send'>): InsurancePolicies {
  return {
    async orderPaid(tx, orderId) {
      if (!(await recordPendingPolicy(tx, orderId))) return;
      await jobs.send(POLICY_SUBSCRIPTION_JOB, { orderId }, { ...RETRIES, transaction: tx });
    },
    async orderRefunded(tx, orderId) {
      if (!(await requestCancellation(tx, orderId))) return;
      await jobs.send(POLICY_CANCELLATION_JOB, { orderId }, { ...RETRIES, transaction: tx });
    },
  };
}

const job = z.object({ orderId: z.uuid() });

/** Runs the policy jobs in this process (when it runs jobs), and makes their queues. */
export async function insurancePolicyJobs(
  jobs: Pick<JobQueue, 'work'>,
  services: PolicyServices,
): Promise<void> {
  await jobs.work(POLICY_SUBSCRIPTION_JOB, async (data) => {
    await subscribeOrderPolicy(services, job.parse(data).orderId);
  });
  await jobs.work(POLICY_CANCELLATION_JOB, async (data) => {
    await cancelOrderPolicy(services, job.parse(data).orderId);
  });
}
