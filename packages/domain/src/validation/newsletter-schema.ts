import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './customer-schema.ts';
import { ticked } from './fields.ts';

const INVALID_EMAIL = 'identification.error_message.email';

/**
 * checkout-and-account.md §5, newsletter block: an e-mail, required and valid (every e-mail error
 * carries the spec's one key), and the consent, which must be given.
 */
export const newsletterSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .pipe(z.email({ error: INVALID_EMAIL }).max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL })),
  consent: ticked('order_confirmation.message.please_accept_to_receive_news'),
});

export type NewsletterInput = z.output<typeof newsletterSchema>;
