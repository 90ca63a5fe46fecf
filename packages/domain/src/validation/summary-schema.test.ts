import { describe, expect, it } from 'vitest';
import { summarySchema } from './summary-schema.ts';

const valid = {
  sendingMethod: 'email',
  insurance: 'no',
  acceptsInsuranceTerms: false,
  donation: 'none',
  otherDonation: '',
  acceptsSalesTerms: true,
  acceptsPrivacyPolicy: true,
};

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
    ['insured, insurer terms accepted', { insurance: 'yes', acceptsInsuranceTerms: true }, []],
    ['insurer unavailable: going on without it', { insurance: 'unavailable' }, []],
    ['no insurance choice', { insurance: null }, ['insurance: summary.insurance.required']],
    [
      'insured without the insurer terms',
      { insurance: 'yes' },
      ['acceptsInsuranceTerms: summary.insurance.termsRequired'],
    ],
    ['a 2 € gift', { donation: '200' }, []],
    ['another amount, 3,50 €', { donation: 'other', otherDonation: '3,50' }, []],
    [
      'another amount of 0',
      { donation: 'other', otherDonation: '0' },
      ['otherDonation: validation.positive'],
    ],
    [
      'another amount, negative',
      { donation: 'other', otherDonation: '-2' },
      ['otherDonation: validation.positive'],
    ],
    [
      'another amount, empty',
      { donation: 'other', otherDonation: '' },
      ['otherDonation: validation.positive'],
    ],
    [
      'another amount above 1,000 €',
      { donation: 'other', otherDonation: '1000,01' },
      ['otherDonation: validation.max'],
    ],
    [
      'nothing chosen nor accepted: every message at once',
      { insurance: null, acceptsSalesTerms: false },
      [
        'acceptsSalesTerms: summary.terms.salesTermsRequired',
        'insurance: summary.insurance.required',
      ],
    ],
  ])('%s', (_label, overrides, expected) => {
    const result = summarySchema.safeParse({ ...valid, ...overrides });
    expect((result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual(
      expected,
    );
  });
});
