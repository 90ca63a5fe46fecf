import type { Language } from '../i18n/language.ts';

/** checkout-and-account.md §7 and §9: the one legal basis of a newsletter subscription. */
export const NEWSLETTER_LEGAL_BASIS = 'CONSENT_WITH_NOTICE';

/** The pages whose newsletter block records a consent (checkout-and-account.md §2). */
export const NEWSLETTER_SOURCES = ['confirmation', 'not-found', 'newsletter/confirm'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/**
 * The version of the consent notice the block shows (`newsletter.consent` in the web's
 * catalogues): a consent record names the text the visitor agreed to. A new wording gets a new
 * version here, and old versions stay listed for the records that name them.
 */
export const NEWSLETTER_NOTICE_VERSIONS = ['2026-11-25'] as const;
export const CURRENT_NEWSLETTER_NOTICE_VERSION = '2026-11-25';

const PAGE_NAMES: Record<NewsletterSource, string> = {
  confirmation: 'the order confirmation page',
  'not-found': 'the Error 404 page',
  'newsletter/confirm': 'the newsletter confirmation page',
};

/**
 * checkout-and-account.md §7, newsletter: the explanation sent with the legal basis, consent to
 * marketing e-mails with its source named. Kept in English: it is a record, read by the park.
 */
export function legalBasisExplanation(source: NewsletterSource): string {
  return `Consent to receive the park's news and offers by e-mail, given by ticking the notice of the newsletter block on ${PAGE_NAMES[source]}.`;
}

/**
 * checkout-and-account.md §7: how the gateway answers a subscription, read as status and
 * category. PENDING: the confirmation e-mail is on its way (double opt-in).
 */
export const NEWSLETTER_REFUSALS = [
  'EMAIL_IN_USE',
  'CONFIRMATION_ALREADY_SENT',
  'VALIDATION_ERROR',
  'RATE_LIMITED',
] as const;
export type NewsletterRefusal = (typeof NEWSLETTER_REFUSALS)[number];

export type NewsletterAnswer =
  | { status: 'PENDING'; category: 'CONFIRMATION_SENT' }
  | { status: 'REFUSED'; category: NewsletterRefusal };

/**
 * checkout-and-account.md §7 and §9: where a platform with an external newsletter (park country
 * es) sends the visitor instead of calling the gateway: the main site's newsletter page in the
 * current language, the e-mail as the `email` query parameter (names of ours, readings §10).
 */
export function externalNewsletterUrl(mainSiteUrl: string, language: Language, email: string) {
  const site = mainSiteUrl.replace(/\/+$/, '');
  return `${site}/${language}/newsletter?email=${encodeURIComponent(email.trim())}`;
}
