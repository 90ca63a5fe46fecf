import { z } from 'zod';
import { newsletterSchema } from '../validation/newsletter-schema.ts';
import {
  NEWSLETTER_LEGAL_BASIS,
  NEWSLETTER_NOTICE_VERSIONS,
  NEWSLETTER_SOURCES,
} from './newsletter-subscription.ts';

/** checkout-and-account.md §7: the body of `POST {gateway}/newsletter/subscribe`. */
export const newsletterSubscribeSchema = z.object({
  email: newsletterSchema.shape.email,
  legalBasis: z.literal(NEWSLETTER_LEGAL_BASIS),
  legalBasisExplanation: z.string().trim().min(1).max(500),
  source: z.enum(NEWSLETTER_SOURCES),
  noticeVersion: z.enum(NEWSLETTER_NOTICE_VERSIONS),
});

export type NewsletterSubscribeRequest = z.output<typeof newsletterSubscribeSchema>;

/** The token of a confirmation or unsubscribe link: 256 random bits in base64url. */
export const newsletterLinkSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
