import type { Language } from '@sesame/domain/i18n/language';
import type { z } from 'zod';
import { newsletterConfirmationMail } from '../newsletter/newsletter-confirmation-mail.ts';
import type { RenderedMail } from './mail-layout.ts';
import { activationMail } from './templates/activation-mail.ts';
import { invitationMail } from './templates/invitation-mail.ts';
import { orderConfirmationMail } from './templates/order-confirmation-mail.ts';
import { passwordResetMail } from './templates/password-reset-mail.ts';

/**
 * A kind of e-mail: the data it is queued with (checked when queued and again when sent, the job
 * outliving any deploy) and how it renders in a language. `render` may be slow (a PDF to attach):
 * it runs in the delivery job, never in the request.
 */
export interface MailTemplate<Data extends z.ZodType = z.ZodType> {
  data: Data;
  render(data: z.output<Data>, language: Language): RenderedMail | Promise<RenderedMail>;
}

/** Every kind of e-mail the site sends, by the name a message is queued with. */
export const mailTemplates = {
  activation: activationMail,
  'password-reset': passwordResetMail,
  'order-confirmation': orderConfirmationMail,
  'newsletter-confirmation': newsletterConfirmationMail,
  invitation: invitationMail,
} satisfies Record<string, MailTemplate>;

export type MailTemplateName = keyof typeof mailTemplates;

export type MailData<Name extends MailTemplateName> = z.input<(typeof mailTemplates)[Name]['data']>;

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(mailTemplates, name);
}
