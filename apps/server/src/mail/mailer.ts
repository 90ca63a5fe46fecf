import nodemailer from 'nodemailer';
import type { MailAttachment } from './mail-layout.ts';

export interface OutgoingMail {
  /** The message's id, sent as its Message-ID: a receiving server may drop a retried copy. */
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/**
 * Where e-mail goes (DESIGN.md, e-mail): an SMTP server when `SMTP_URL` is set; otherwise the
 * dev mailbox, where the delivery job's record of the message is all there is to do.
 */
export interface Mailer {
  transport: 'smtp' | 'mailbox';
  send(mail: OutgoingMail): Promise<void>;
}

export const devMailbox: Mailer = { transport: 'mailbox', send: async () => {} };

export function createSmtpMailer(options: {
  smtpUrl: string;
  from: string;
  domain: string;
}): Mailer {
  const transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    transport: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<${mail.id}@${options.domain}>`,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
        })),
      });
    },
  };
}
