import type { Database } from '../db/client.ts';
import { type Executor, inTransaction } from '../db/executor.ts';
import { forgetInvitations } from '../invitations/invitations-repo.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import {
  accountsToErase,
  deleteAccount,
  deleteMails,
  type ErasureSubject,
  lockAccountToErase,
  pseudonymiseOrders,
} from './erasure-repo.ts';

/**
 * What erases one kind of personal data of an account. A capability that stores some (newsletter
 * subscriptions, invitations, room contacts) adds its step here; the account row goes last.
 */
export type ErasureStep = (tx: Executor, subject: ErasureSubject) => Promise<void>;

export const ERASURE_STEPS: readonly ErasureStep[] = [
  forgetInvitations,
  pseudonymiseOrders,
  deleteMails,
  deleteAccount,
];

export const ACCOUNT_ERASURE_JOB = 'account-erasure';

/**
 * checkout-and-account.md §4 and §9: an account whose deletion was asked
 * (`requestDeleteUser`, identity/update-profile.ts) is erased in one transaction — personal data
 * erased or pseudonymised everywhere but the invoices kept for the legal period, sessions and
 * tokens revoked with the account. False when there was nothing to do: erasing twice is a no-op.
 */
export async function eraseAccount(
  db: Database,
  customerId: string,
  steps: readonly ErasureStep[] = ERASURE_STEPS,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const subject = await lockAccountToErase(tx, customerId);
    if (!subject) return false;
    for (const step of steps) await step(tx, subject);
    return true;
  });
}

/** Erases every account whose deletion was asked; answers how many. */
export async function eraseRequestedAccounts(db: Database): Promise<number> {
  let erased = 0;
  for (const id of await accountsToErase(db)) {
    if (await eraseAccount(db, id)) erased += 1;
  }
  return erased;
}

/**
 * The sweep runs every 15 minutes on whichever process takes it, well within the 24 hours the
 * customer is promised (§9); a failure is retried by the next tick.
 */
export async function accountErasureJobs(jobs: JobQueue, db: Database): Promise<void> {
  await jobs.work(ACCOUNT_ERASURE_JOB, async () => {
    await eraseRequestedAccounts(db);
  });
  await jobs.schedule(ACCOUNT_ERASURE_JOB, '*/15 * * * *');
}
