import { z } from 'zod';
import { LANGUAGES } from '../i18n/language.ts';
import { isoDate, oneOf, requiredText, wholeNumber, withDefault } from '../validation/fields.ts';
import { MAX_PER_AGE_BAND } from '../validation/limits.ts';
import { MEAL_TYPES } from './restaurant-rules.ts';

const optionalOrderId = z
  .uuid({ error: 'validation.format' })
  .nullish()
  .transform((id) => id ?? null);

const mealType = oneOf(MEAL_TYPES)
  .nullish()
  .transform((meal) => meal ?? null);

/** booking-funnel.md §7 restaurant (list): date, adults, children, language, orderId. */
export const restaurantsQuerySchema = z.object({
  date: isoDate(),
  adults: wholeNumber(0, MAX_PER_AGE_BAND),
  children: wholeNumber(0, MAX_PER_AGE_BAND),
  language: oneOf(LANGUAGES),
  orderId: optionalOrderId,
  mealType,
});

/** booking-funnel.md §7 restaurant (detail): a restaurant by code on a date, for a group if given. */
export const restaurantQuerySchema = z.object({
  code: requiredText(),
  date: isoDate(),
  adults: withDefault(wholeNumber(0, MAX_PER_AGE_BAND), 0),
  children: withDefault(wholeNumber(0, MAX_PER_AGE_BAND), 0),
  language: oneOf(LANGUAGES)
    .nullish()
    .transform((language) => language ?? null),
  orderId: optionalOrderId,
  mealType,
});

/** booking-funnel.md §7 restaurantCodeNames: lang, French by default. */
export const restaurantCodeNamesQuerySchema = z.object({
  lang: withDefault(oneOf(LANGUAGES), 'fr'),
});
