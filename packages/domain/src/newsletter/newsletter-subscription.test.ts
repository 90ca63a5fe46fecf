import { describe, expect, it } from 'vitest';
import { newsletterSubscribeSchema } from './newsletter-requests.ts';
import {
  CURRENT_NEWSLETTER_NOTICE_VERSION,
  externalNewsletterUrl,
  legalBasisExplanation,
  NEWSLETTER_SOURCES,
} from './newsletter-subscription.ts';

const MAIN_SITE = 'https://www.sesame-park.example';

describe('externalNewsletterUrl (checkout-and-account.md §7, park country es)', () => {
  it.each([
    ['es', 'ana.garcia@example.com', `${MAIN_SITE}/es/newsletter?email=ana.garcia%40example.com`],
    ['fr', 'jeanne@example.fr', `${MAIN_SITE}/fr/newsletter?email=jeanne%40example.fr`],
    ['en', ' tom+park@example.com ', `${MAIN_SITE}/en/newsletter?email=tom%2Bpark%40example.com`],
    ['es', 'a&b=c@example.com', `${MAIN_SITE}/es/newsletter?email=a%26b%3Dc%40example.com`],
  ] as const)('%s, %s', (language, email, expected) => {
    expect(externalNewsletterUrl(MAIN_SITE, language, email)).toBe(expected);
    expect(externalNewsletterUrl(`${MAIN_SITE}/`, language, email)).toBe(expected);
  });
});

describe('newsletterSubscribeSchema (checkout-and-account.md §7, body of the subscription)', () => {
  const valid = {
    email: 'ana.garcia@example.com',
    legalBasis: 'CONSENT_WITH_NOTICE',
    legalBasisExplanation: legalBasisExplanation('confirmation'),
    source: 'confirmation',
    noticeVersion: CURRENT_NEWSLETTER_NOTICE_VERSION,
  };

  it.each<[string, Record<string, unknown>, string[]]>([
    ['the web block’s body', {}, []],
    ['an e-mail with spaces around it', { email: '  ana@example.com ' }, []],
    ['no e-mail', { email: undefined }, ['email']],
    ['an invalid e-mail', { email: 'ana@' }, ['email']],
    ['another legal basis', { legalBasis: 'LEGITIMATE_INTEREST' }, ['legalBasis']],
    ['no explanation', { legalBasisExplanation: ' ' }, ['legalBasisExplanation']],
    [
      'an explanation of 501 characters',
      { legalBasisExplanation: 'x'.repeat(501) },
      ['legalBasisExplanation'],
    ],
    ['an unknown page', { source: 'payment' }, ['source']],
    ['an unknown notice', { noticeVersion: '2020-01-01' }, ['noticeVersion']],
  ])('%s', (_label, overrides, invalidFields) => {
    const result = newsletterSubscribeSchema.safeParse({ ...valid, ...overrides });
    expect((result.error?.issues ?? []).map((issue) => issue.path.join('.'))).toEqual(
      invalidFields,
    );
  });

  it('names its source page in every explanation', () => {
    const explanations = NEWSLETTER_SOURCES.map(legalBasisExplanation);
    expect(new Set(explanations).size).toBe(NEWSLETTER_SOURCES.length);
    for (const text of explanations) expect(text).toMatch(/^Consent to receive .* page\.$/);
  });
});
