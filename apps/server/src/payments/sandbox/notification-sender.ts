import type { JobQueue } from '../../jobs/job-queue.ts';
import { signNotification } from './signature.ts';

export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** The pg-boss queue of the sandbox's outgoing notifications. */
export const NOTIFICATION_JOB = 'sandbox-notification';

interface NotificationJob {
  url: string;
  body: string;
}

/** An HTTP POST to the merchant; true when it answered 2xx. Injected by tests. */
export type PostNotification = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<boolean>;

export const postWithFetch: PostNotification = async (url, body, headers) => {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  return response.ok;
};

/**
 * Queues a webhook as a processor does: a job that any live process delivers, retried with
 * growing delays (1 s, 2 s, 4 s… about an hour in all) while the merchant answers anything but
 * 2xx or cannot be reached, and taken back by another process when the one delivering it dies.
 */
export function queueNotification(jobs: JobQueue, url: string, payload: object): Promise<void> {
  const job: NotificationJob = { url, body: JSON.stringify(payload) };
  return jobs.send(NOTIFICATION_JOB, job, {
    retryLimit: 12,
    retryDelaySeconds: 1,
    retryBackoff: true,
    expireInSeconds: 60,
  });
}

/** Delivers queued notifications, each attempt signed anew with the time it is sent. */
export function deliverNotifications(
  jobs: JobQueue,
  options: { secret: string; now: () => Date; post: PostNotification },
): Promise<void> {
  return jobs.work(NOTIFICATION_JOB, async (data) => {
    const { url, body } = data as NotificationJob;
    const timestamp = Math.floor(options.now().getTime() / 1000);
    const acknowledged = await options.post(url, body, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signNotification(options.secret, body, timestamp),
    });
    if (!acknowledged) throw new Error(`Notification to ${url} not acknowledged`);
  });
}
