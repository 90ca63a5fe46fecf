import { z } from 'zod';
import { parseDonation } from '../pricing/donation-amount.ts';
import { oneOf, ticked } from './fields.ts';
import { MAX_DONATION_CENTS } from './limits.ts';

/**
 * booking-funnel.md §3 insurance: insure or not; `unavailable` when the insurer could not quote
 * (§8 'Service unavailable'), which lets the visitor go on without it.
 */
export const INSURANCE_CHOICES = ['yes', 'no', 'unavailable'] as const;
export type InsuranceChoice = (typeof INSURANCE_CHOICES)[number];

/** catalogue.md §7.3 DON: no gift, 1 / 2 / 5 / 10 €, the round-up, or another amount. */
export const DONATION_CHOICES = ['none', '100', '200', '500', '1000', 'roundUp', 'other'] as const;
export type DonationChoice = (typeof DONATION_CHOICES)[number];

// Each rule below reads one field and says so on that field: it runs whatever the others hold,
// so that the visitor sees every message at once.
const always = { when: () => true };

/**
 * booking-funnel.md §5 and §9, summary: the delivery method, the insurance choice (and the
 * insurer's terms when insured), the donation (a positive amount, at most MAX_DONATION_CENTS),
 * and the sales terms and the privacy policy, both to accept before identification
 * (checkout-and-account.md §5 gives the messages).
 */
export const summarySchema = z
  .object({
    sendingMethod: oneOf(['email', 'courrier']),
    insurance: z.enum(INSURANCE_CHOICES, { error: 'validation.format' }).nullable(),
    acceptsInsuranceTerms: z.boolean({ error: 'validation.format' }),
    donation: oneOf(DONATION_CHOICES),
    otherDonation: z.string({ error: 'validation.format' }),
    acceptsSalesTerms: ticked('summary.terms.salesTermsRequired'),
    acceptsPrivacyPolicy: ticked('summary.terms.privacyRequired'),
  })
  .refine((form) => form.insurance != null, {
    path: ['insurance'],
    error: 'summary.insurance.required',
    ...always,
  })
  .refine((form) => form.insurance !== 'yes' || form.acceptsInsuranceTerms === true, {
    path: ['acceptsInsuranceTerms'],
    error: 'summary.insurance.termsRequired',
    ...always,
  })
  .refine((form) => form.donation !== 'other' || parseDonation(form.otherDonation ?? '') !== null, {
    path: ['otherDonation'],
    error: 'validation.positive',
    ...always,
  })
  .refine(
    (form) =>
      form.donation !== 'other' ||
      (parseDonation(form.otherDonation ?? '') ?? 0) <= MAX_DONATION_CENTS,
    { path: ['otherDonation'], error: 'validation.max', ...always },
  );

export type SummaryInput = z.output<typeof summarySchema>;
