import { randomUUID } from 'node:crypto';
import type { Language } from '@sesame/domain/i18n/language';
import type { Executor } from '../db/executor.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { insertMail } from './mail-repo.ts';
import { type MailData, type MailTemplateName, mailTemplates } from './mail-templates.ts';

/** The pg-boss queue of e-mail deliveries. */
export const MAIL_JOB = 'mail-delivery';

export interface MailRequest<Name extends MailTemplateName> {
  /**
   * The event this message tells of, unique among all messages (`activation:<token hash>`,
   * `order-confirmation:<order id>`): queuing the same event again queues nothing.
   */
  eventKey: string;
  to: string;
  language: Language;
  template: Name;
  data: MailData<Name>;
}

/** Queues e-mails; built once per app over its job queue. */
export interface MailQueue {
  /**
   * Queues a message in the transaction `tx` of the event it tells of (decision 22): the message
   * and its delivery job exist exactly when that transaction commits, once per `eventKey`.
   * Answers the message's id, or null when the event had queued it already.
   */
  queue<Name extends MailTemplateName>(
    tx: Executor,
    request: MailRequest<Name>,
  ): Promise<string | null>;
}

/** Retries over about a day (30 s doubling), then the message stays queued with its last error. */
const DELIVERY_RETRIES = 12;

export function createMailQueue(jobs: JobQueue): MailQueue {
  return {
    async queue(tx, request) {
      const data = mailTemplates[request.template].data.parse(request.data);
      const id = await insertMail(tx, {
        id: randomUUID(),
        eventKey: request.eventKey,
        recipient: request.to,
        language: request.language,
        template: request.template,
        data,
      });
      if (id === null) return null;
      await jobs.send(
        MAIL_JOB,
        { mailId: id },
        {
          transaction: tx,
          retryLimit: DELIVERY_RETRIES,
          retryDelaySeconds: 30,
          retryBackoff: true,
          expireInSeconds: 120,
        },
      );
      return id;
    },
  };
}
