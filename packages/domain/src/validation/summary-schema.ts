import { z } from 'zod';
import { oneOf, ticked } from './fields.ts';

/**
 * booking-funnel.md §5 and §9, summary: the delivery method, and the sales terms and the privacy
 * policy, both to accept before identification (checkout-and-account.md §5 gives the messages).
 */
export const summarySchema = z.object({
  sendingMethod: oneOf(['email', 'courrier']),
  acceptsSalesTerms: ticked('summary.terms.salesTermsRequired'),
  acceptsPrivacyPolicy: ticked('summary.terms.privacyRequired'),
});

export type SummaryInput = z.output<typeof summarySchema>;
