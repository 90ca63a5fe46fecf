import { z } from 'zod';
import { accommodationBasketSchema } from '../accommodation/distribution-schema.ts';
import { SLOT_TIME } from '../catalog/christmas-activity.ts';
import { SEATINGS } from '../catalog/offer.ts';
import { LANGUAGES } from '../i18n/language.ts';
import { type Cents, ZERO } from '../money/cents.ts';
import { restaurantBasketFields } from '../restaurants/meal-line-schema.ts';
import { couponCodesSchema } from './coupon-schema.ts';
import { isoDate, oneOf, requiredText, wholeNumber, withDefault } from './fields.ts';
import { groupCountsSchema } from './group-schema.ts';
import {
  MAX_COMPLEMENTARIES,
  MAX_DONATION_CENTS,
  MAX_DURATION,
  MAX_GROUP_PLACES,
} from './limits.ts';

const complementarySchema = z.object({
  code: requiredText(),
  dates: z
    .array(isoDate(), { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(MAX_DURATION, { error: 'validation.max' }),
  // An activity's slot (La Posada): its start time on its one date.
  session: z
    .string({ error: 'validation.format' })
    .regex(SLOT_TIME, { error: 'validation.format' })
    .nullish()
    .transform((t) => t ?? null),
  // A complementary (a priority pass, the flexible rate) is bought for visitors of the group.
  quantity: wholeNumber(1, MAX_GROUP_PLACES),
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
  complementaries: withDefault(
    z.array(complementarySchema).max(MAX_COMPLEMENTARIES, { error: 'validation.max' }),
    [],
  ),
  flexibleRate: withDefault(z.boolean(), false),
  // booking-funnel.md §3 insurance (flag): the server prices it on the basket's lines (INS).
  insurance: withDefault(z.boolean(), false),
  sendingMethod: withDefault(oneOf(['email', 'courrier']), 'email'),
  isDonation: withDefault(z.boolean(), false),
  donationValue: withDefault(
    z
      .int({ error: 'validation.format' })
      .min(0, { error: 'validation.positive' })
      .max(MAX_DONATION_CENTS, { error: 'validation.max' })
      .transform((v) => v as Cents),
    ZERO,
  ),
  // booking-funnel.md §3 coupons: applied by the server as discount lines when it re-prices.
  // Optional in the output too, so that a basket built before coupons existed still type-checks.
  coupons: couponCodesSchema.nullish(),
  // booking-funnel.md §3 bookingAccommodation: the stay's rooms, priced and held by the server.
  accommodation: accommodationBasketSchema.nullish().transform((a) => a ?? null),
  // booking-funnel.md §3 restaurant booking lines: priced and held by restaurants/ on the server.
  ...restaurantBasketFields,
});

export type BasketInput = z.output<typeof basketSchema>;
