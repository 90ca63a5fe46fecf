import { z } from 'zod';
import { isoDate, optionalText, requiredText, wholeNumber } from '../validation/fields.ts';
import { MAX_DURATION, MAX_PER_AGE_BAND } from '../validation/limits.ts';
import { SITTING_TIME } from './restaurant-rules.ts';

/** The most restaurant lines in a basket: a few menus a meal, two meals a day (a rule of ours). */
export const MAX_MEAL_LINES = 4 * 2 * MAX_DURATION;

const menuCode = requiredText()
  .nullish()
  .transform((code) => code ?? null);

/** booking-funnel.md §3: a restaurant booking line as the basket sends it; the server prices it. */
export const mealLineSchema = z.object({
  id: requiredText(),
  eventId: requiredText(),
  code: requiredText(),
  date: isoDate(),
  time: z
    .string({ error: 'validation.format' })
    .regex(SITTING_TIME, { error: 'validation.format' }),
  adults: wholeNumber(0, MAX_PER_AGE_BAND),
  children: wholeNumber(0, MAX_PER_AGE_BAND),
  menuAdultCode: menuCode,
  menuChildCode: menuCode,
});

/**
 * booking-funnel.md §3 and §4, the restaurant part of a basket: its lines, and the allergy flag
 * that applies to all of them, with what the visitor says of the allergies (read only with it).
 * Optional in the output too, so that a basket built before restaurants existed still type-checks.
 */
export const restaurantBasketFields = {
  restaurants: z.array(mealLineSchema).max(MAX_MEAL_LINES, { error: 'validation.max' }).nullish(),
  restaurantAllergies: z.boolean({ error: 'validation.format' }).nullish(),
  restaurantAllergyNote: optionalText().nullish(),
};
