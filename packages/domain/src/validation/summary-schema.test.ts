import { describe, expect, it } from 'vitest';
import { summarySchema } from './summary-schema.ts';

const valid = { sendingMethod: 'email', acceptsSalesTerms: true, acceptsPrivacyPolicy: true };

describe('summarySchema (booking-funnel.md §5, summary)', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['terms accepted, tickets by e-mail', {}, []],
    ['tickets by post', { sendingMethod: 'courrier' }, []],
    ['unknown delivery method', { sendingMethod: 'pigeon' }, ['sendingMethod: validation.format']],
    [
      'sales terms not accepted',
      { acceptsSalesTerms: false },
      ['acceptsSalesTerms: summary.terms.salesTermsRequired'],
    ],
    [
      'privacy policy not accepted',
      { acceptsPrivacyPolicy: false },
      ['acceptsPrivacyPolicy: summary.terms.privacyRequired'],
    ],
  ])('%s', (_label, overrides, expected) => {
    const result = summarySchema.safeParse({ ...valid, ...overrides });
    expect((result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(
      expected,
    );
  });
});
