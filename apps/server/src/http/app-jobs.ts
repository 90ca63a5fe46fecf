import type { PlatformCode, PlatformConfig } from '@sesame/domain/platform/platform';
import { accountErasureJobs } from '../account/erase-account.ts';
import { orderConfirmationJobs } from '../documents/queue-confirmation.ts';
import { insurancePolicyJobs } from '../insurance/subscription/insurance-policies.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { deliverMailJobs } from '../mail/deliver-mail.ts';
import type { Mailer } from '../mail/mailer.ts';
import { RECONCILIATION_JOB, reconcilePayments } from '../payments/reconcile-payments.ts';
import {
  deliverNotifications,
  type PostNotification,
} from '../payments/sandbox/notification-sender.ts';
import type { Services } from './services.ts';

/**
 * DESIGN.md, background jobs: what every server process works on (payment notifications and
 * reconciliation, e-mail, account erasure, insurance policies, order confirmations), so that a
 * job outlives the process that queued it.
 */
export async function startJobs(
  jobs: JobQueue,
  options: {
    services: Services;
    platforms: ReadonlyMap<PlatformCode, PlatformConfig>;
    paymentSecret: string;
    postNotification: PostNotification;
    /** env.ts requires SMTP_URL in production: the dev mailbox is a laptop's and a test's. */
    mailer: Mailer;
    /** The site's origin, for the links of the confirmation e-mail. */
    origin: () => string;
  },
): Promise<void> {
  const { services } = options;
  await deliverNotifications(jobs, {
    secret: options.paymentSecret,
    now: services.clock,
    post: options.postNotification,
  });
  await jobs.work(RECONCILIATION_JOB, async () => {
    await reconcilePayments(services);
  });
  await jobs.schedule(RECONCILIATION_JOB, '* * * * *');
  await accountErasureJobs(jobs, services.db);
  await deliverMailJobs(jobs, { db: services.db, mailer: options.mailer, log: services.log });
  await insurancePolicyJobs(jobs, { ...services, platforms: options.platforms });
  await orderConfirmationJobs(jobs, {
    db: services.db,
    mail: services.mail,
    origin: options.origin,
  });
}
