import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { MAIL_JOB } from './mail-queue.ts';
import { findMail, markMailSent, recordMailFailure } from './mail-repo.ts';
import { isMailTemplateName, type MailTemplate, mailTemplates } from './mail-templates.ts';
import type { Mailer } from './mailer.ts';

const job = z.object({ mailId: z.uuid() });

/**
 * Sends one queued message and records what was sent. A message marked sent is never sent
 * again; through SMTP, a process dying between the server's acceptance and the record sends it
 * once more when the job is retried (its Message-ID lets the receiving server drop the copy).
 */
export async function deliverMail(db: Database, mailer: Mailer, mailId: string): Promise<void> {
  const mail = await findMail(db, mailId);
  if (!mail || mail.sent) return;
  try {
    if (!isMailTemplateName(mail.template))
      throw new Error(`Unknown mail template ${mail.template}`);
    const template: MailTemplate = mailTemplates[mail.template];
    const rendered = await template.render(template.data.parse(mail.data), mail.language);
    const attachments = rendered.attachments ?? [];
    await mailer.send({
      id: mail.id,
      to: mail.recipient,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      attachments,
    });
    await markMailSent(db, mail.id, {
      transport: mailer.transport,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      attachments: attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        size: attachment.content.byteLength,
      })),
    });
  } catch (error) {
    await recordMailFailure(db, mail.id, (error as Error).message);
    throw error;
  }
}

/** Runs the delivery jobs in this process (when it runs jobs at all). */
export async function deliverMailJobs(
  jobs: JobQueue,
  services: { db: Database; mailer: Mailer; log: FastifyBaseLogger },
): Promise<void> {
  await jobs.work(MAIL_JOB, async (data) => {
    const { mailId } = job.parse(data);
    try {
      await deliverMail(services.db, services.mailer, mailId);
    } catch (error) {
      services.log.warn({ err: error, mailId }, 'e-mail delivery failed, to be retried');
      throw error;
    }
  });
}
