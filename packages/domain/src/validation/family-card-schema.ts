import { z } from 'zod';
import type { PlatformCode } from '../platform/platform.ts';
import { isoDate } from './fields.ts';
import { isValidLargeFamilyCardNumber } from './group-schema.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

const is = (key: ValidationMessageKey) => ({ error: key });

/**
 * catalogue.md §6.1: the issuers of a título de familia numerosa, the autonomous communities and
 * cities by their ISO 3166-2:ES codes.
 */
// biome-ignore format: a grid of 19 codes reads better than a column
export const AUTONOMOUS_COMMUNITIES = [
  'AN', 'AR', 'AS', 'IB', 'CN', 'CB', 'CL', 'CM', 'CT', 'EX',
  'GA', 'MD', 'MC', 'NA', 'PV', 'RI', 'VC', 'CE', 'ML',
] as const;

/** catalogue.md §6.1: General (3–4 children) or Especial (5 or more, or the listed cases). */
export const FAMILY_CARD_CATEGORIES = ['general', 'especial'] as const;
export type FamilyCardCategory = (typeof FAMILY_CARD_CATEGORIES)[number];

const cardNumber = z
  .string(is('validation.required'))
  .trim()
  .min(1, { ...is('validation.required'), abort: true })
  .refine(isValidLargeFamilyCardNumber, is('validation.familyCardNumber'));

/** catalogue.md §6.2 and booking-funnel.md §5: a carte famille nombreuse, number and expiry. */
export const frFamilyCardSchema = z.object({
  number: cardNumber,
  validity: isoDate(),
});

/** catalogue.md §6.1 and booking-funnel.md §5: a título, also with its community and category. */
export const esFamilyCardSchema = z.object({
  number: cardNumber,
  validity: isoDate(),
  community: z.enum(AUTONOMOUS_COMMUNITIES, is('validation.familyCardCommunity')),
  category: z.enum(FAMILY_CARD_CATEGORIES, is('validation.familyCardCategory')),
});

/** booking-funnel.md §5: the large family card form of a platform. */
export function familyCardSchema(platform: PlatformCode) {
  return platform === 'es' ? esFamilyCardSchema : frFamilyCardSchema;
}

/**
 * booking-funnel.md §5: the card is valid on a visit day up to its expiry day included. When it
 * is not, the caller offers another date or continuing without the discount.
 */
export function isFamilyCardValidOn(validity: string, visitDate: string): boolean {
  return visitDate <= validity;
}

export type FamilyCardInput =
  | z.output<typeof esFamilyCardSchema>
  | z.output<typeof frFamilyCardSchema>;
