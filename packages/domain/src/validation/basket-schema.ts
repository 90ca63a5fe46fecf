import { z } from 'zod';
import { SEATINGS } from '../catalog/offer.ts';
import { LANGUAGES } from '../i18n/language.ts';
import { type Cents, ZERO } from '../money/cents.ts';
import { isoDate, oneOf, requiredText, wholeNumber, withDefault } from './fields.ts';
import { groupCountsSchema } from './group-schema.ts';

/** booking-funnel.md §9: visits last 1 to 3 days. */
export const MAX_DURATION = 3;
/** The most units of one complementary in a basket (a rule of ours). */
export const MAX_QUANTITY = 50;

const complementarySchema = z.object({
  code: requiredText(),
  dates: z
    .array(isoDate(), { error: 'validation.required' })
    .min(1, { error: 'validation.required' }),
  quantity: wholeNumber(1, MAX_QUANTITY),
});

/**
 * booking-funnel.md §3 and §7 (saveBasket): the basket the browser sends. Prices are not part of
 * it: the server prices every line from the catalogue.
 */
export const basketSchema = z.object({
  language: oneOf(LANGUAGES),
  group: groupCountsSchema,
  startDate: isoDate(),
  duration: wholeNumber(1, MAX_DURATION),
  offerCode: requiredText(),
  seating: oneOf(SEATINGS)
    .nullish()
    .transform((s) => s ?? null),
  eventDate: isoDate()
    .nullish()
    .transform((d) => d ?? null),
  complementaries: withDefault(z.array(complementarySchema), []),
  flexibleRate: withDefault(z.boolean(), false),
  sendingMethod: withDefault(oneOf(['email', 'courrier']), 'email'),
  isDonation: withDefault(z.boolean(), false),
  donationValue: withDefault(
    z
      .int({ error: 'validation.format' })
      .min(0, { error: 'validation.positive' })
      .transform((v) => v as Cents),
    ZERO,
  ),
});

export type BasketInput = z.output<typeof basketSchema>;
