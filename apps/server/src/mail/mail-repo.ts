import type { Language } from '@sesame/domain/i18n/language';
import { sql } from 'drizzle-orm';
import { type Executor, isoInstant } from '../db/executor.ts';

/** Records a message to send; null when its event queued one already (nothing is queued twice). */
export async function insertMail(
  db: Executor,
  mail: {
    id: string;
    eventKey: string;
    recipient: string;
    language: Language;
    template: string;
    data: unknown;
  },
): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into mail_messages (id, event_key, recipient, language, template, data)
    values (${mail.id}, ${mail.eventKey}, ${mail.recipient}, ${mail.language}, ${mail.template},
      ${JSON.stringify(mail.data)}::jsonb)
    on conflict (event_key) do nothing
    returning id`);
  return rows[0]?.id ?? null;
}

export type QueuedMail = {
  id: string;
  recipient: string;
  language: Language;
  template: string;
  data: unknown;
  sent: boolean;
};

export async function findMail(db: Executor, id: string): Promise<QueuedMail | null> {
  const { rows } = await db.execute<QueuedMail>(sql`
    select id, recipient, language, template, data, status = 'sent' as sent
    from mail_messages where id = ${id}`);
  return rows[0] ?? null;
}

/** Marks a message sent with what was sent; false when it was marked already. */
export async function markMailSent(
  db: Executor,
  id: string,
  sent: {
    transport: 'smtp' | 'mailbox';
    subject: string;
    html: string;
    text: string;
    attachments: Array<{ filename: string; contentType: string; size: number }>;
  },
): Promise<boolean> {
  const { rows } = await db.execute(sql`
    update mail_messages set status = 'sent', transport = ${sent.transport},
      subject = ${sent.subject}, html = ${sent.html}, text = ${sent.text},
      attachments = ${JSON.stringify(sent.attachments)}::jsonb, attempts = attempts + 1,
      last_error = null, sent_at = now()
    where id = ${id} and status = 'queued'
    returning id`);
  return rows.length === 1;
}

export async function recordMailFailure(db: Executor, id: string, error: string): Promise<void> {
  await db.execute(sql`
    update mail_messages set attempts = attempts + 1, last_error = ${error.slice(0, 500)}
    where id = ${id}`);
}

export type MailboxEntry = {
  id: string;
  recipient: string;
  template: string;
  subject: string;
  sentAt: string;
};

/** The dev mailbox: the latest messages delivered into it, newest first, for one address or all. */
export async function listMailbox(
  db: Executor,
  recipient: string | undefined,
  limit: number,
): Promise<MailboxEntry[]> {
  const { rows } = await db.execute<MailboxEntry>(sql`
    select id, recipient, template, subject, ${isoInstant(sql`sent_at`)} as "sentAt"
    from mail_messages
    where transport = 'mailbox'
      and (${recipient ?? null}::text is null or lower(recipient) = lower(${recipient ?? null}::text))
    order by sent_at desc, id
    limit ${limit}`);
  return rows;
}

export type MailboxMessage = MailboxEntry & {
  html: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; size: number }>;
};

export async function readMailboxMessage(db: Executor, id: string): Promise<MailboxMessage | null> {
  const { rows } = await db.execute<MailboxMessage>(sql`
    select id, recipient, template, subject, ${isoInstant(sql`sent_at`)} as "sentAt", html, text,
      coalesce(attachments, '[]'::jsonb) as attachments
    from mail_messages where id = ${id} and transport = 'mailbox'`);
  return rows[0] ?? null;
}
