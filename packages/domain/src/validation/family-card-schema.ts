import { z } from 'zod';
import type { PlatformCode } from '../platform/platform.ts';
import { isoDate } from './fields.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

const is = (key: ValidationMessageKey) => ({ error: key });

/** catalogue.md §6.1 recommendation: free text of letters, digits and / . - or space, 4 to 25 long. */
const LARGE_FAMILY_CARD_NUMBER = /^[A-Z0-9][A-Z0-9/.\- ]{3,24}$/i;

/** booking-funnel.md §5: a large family card number has the card format and is not one repeated digit. */
export function isValidLargeFamilyCardNumber(value: string): boolean {
  const compact = value.replace(/[^A-Z0-9]/gi, '');
  return LARGE_FAMILY_CARD_NUMBER.test(value) && !/^(\d)\1*$/.test(compact);
}

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

/** The card fields of a group (booking-funnel.md §3), as a basket or the start form holds them. */
export interface GroupCardFields {
  largeFamilyCardNumber: string;
  largeFamilyCardValidity: string;
  largeFamilyCardArea: string;
  largeFamilyCardCategory: string;
}

/** The group field each field of the card is kept in: the autonomous community is the card's area. */
export const GROUP_FIELD_OF_CARD = {
  number: 'largeFamilyCardNumber',
  validity: 'largeFamilyCardValidity',
  community: 'largeFamilyCardArea',
  category: 'largeFamilyCardCategory',
} as const satisfies Record<keyof z.input<typeof esFamilyCardSchema>, keyof GroupCardFields>;

/** The card a group holds, in the shape of the card schemas. */
export function familyCardOfGroup(group: GroupCardFields) {
  return {
    number: group.largeFamilyCardNumber,
    validity: group.largeFamilyCardValidity,
    community: group.largeFamilyCardArea,
    category: group.largeFamilyCardCategory,
  };
}
