import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DEFAULT_GROUP } from '../booking/default-booking.ts';
import { basketSchema } from './basket-schema.ts';
import { customerSchema } from './customer-schema.ts';
import { groupSchema } from './group-schema.ts';
import { lockedStockSchema } from './locked-stock-schema.ts';
import { newsletterSchema } from './newsletter-schema.ts';
import { summarySchema } from './summary-schema.ts';
import { VALIDATION_MESSAGE_KEYS } from './validation-messages.ts';
import { visitDatesSchema } from './visit-dates-schema.ts';

// Feeds each schema the worst input we can think of and checks that every message is a key the
// web catalogues translate, never a zod sentence.
describe('VALIDATION_MESSAGE_KEYS', () => {
  const schemas: Array<[string, z.ZodType, unknown]> = [
    [
      'group',
      groupSchema('es'),
      {
        ...DEFAULT_GROUP,
        adults: 'x',
        children: -1,
        babies: 99,
        hasLargeFamilyCard: true,
        largeFamilyCardNumber: '1',
        largeFamilyCardValidity: 'x',
        largeFamilyCardArea: 'x',
        largeFamilyCardCategory: 'x',
        hasPsh: true,
        disabledChildren: 3,
      },
    ],
    ['newsletter', newsletterSchema, { email: 1, consent: 'yes' }],
    [
      'summary',
      summarySchema,
      { sendingMethod: 1, acceptsSalesTerms: 'x', acceptsPrivacyPolicy: 0 },
    ],
    ['visit dates', visitDatesSchema, { duration: 'x', startDate: 1 }],
    ['customer', customerSchema, { email: 'x', firstName: '1', lastName: 'a'.repeat(60) }],
    [
      'basket',
      basketSchema,
      {
        language: 1,
        group: {},
        startDate: 'x',
        duration: 9,
        offerCode: null,
        seating: 'x',
        eventDate: 1,
        complementaries: [{}],
        sendingMethod: 'x',
        donationValue: -1,
      },
    ],
    [
      'locked stock',
      lockedStockSchema,
      {
        orderId: 1,
        service: 'x',
        code: '',
        startDate: '',
        duration: 0,
        seating: 1,
        eventDate: 'x',
        quantity: 100,
      },
    ],
  ];

  it.each(schemas)('%s errors are all message keys', (_name, schema, input) => {
    const messages = schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
    expect(messages.length).toBeGreaterThanOrEqual(2);
    for (const message of messages) expect(VALIDATION_MESSAGE_KEYS).toContain(message);
  });
});
