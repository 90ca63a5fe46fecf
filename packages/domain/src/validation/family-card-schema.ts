import { z } from 'zod';
import {
  AUTONOMOUS_COMMUNITIES,
  FAMILY_CARD_CATEGORIES,
  isValidLargeFamilyCardNumber,
} from '../booking/large-family-card.ts';
import type { PlatformCode } from '../platform/platform.ts';
import { isoDate } from './fields.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

const is = (key: ValidationMessageKey) => ({ error: key });

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
