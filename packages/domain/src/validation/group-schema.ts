import { z } from 'zod';
import { FAMILY_CARD_CATEGORIES } from '../booking/large-family-card.ts';
import { payingVisitors } from '../booking/visitors.ts';
import type { PlatformCode } from '../platform/platform.ts';
import { familyCardOfGroup, familyCardSchema, GROUP_FIELD_OF_CARD } from './family-card-schema.ts';
import { optionalText, wholeNumber, withDefault } from './fields.ts';
import { MAX_PER_AGE_BAND } from './limits.ts';

const count = () => wholeNumber(0, MAX_PER_AGE_BAND);

/** A card's category, or none (a French card, or no card). */
const cardCategory = () =>
  z.enum(['', ...FAMILY_CARD_CATEGORIES], { error: 'validation.familyCardCategory' });

interface Counts {
  adults: number;
  children: number;
  disabledAdults: number;
  disabledChildren: number;
}

/** Cross-field rules run only once every count is itself valid, so each field shows one error. */
const countsValid = (payload: { issues: ReadonlyArray<{ code?: string }> }) =>
  payload.issues.every((issue) => issue.code === 'custom');

function withCountRules<S extends z.ZodType<Counts>>(schema: S): S {
  return schema
    .refine((g) => payingVisitors(g) > 0, {
      error: 'validation.atLeastOneVisitor',
      path: ['adults'],
      when: countsValid,
    })
    .refine((g) => g.disabledAdults <= g.adults, {
      error: 'validation.disabledAboveGroup',
      path: ['disabledAdults'],
      when: countsValid,
    })
    .refine((g) => g.disabledChildren <= g.children, {
      error: 'validation.disabledAboveGroup',
      path: ['disabledChildren'],
      when: countsValid,
    });
}

/**
 * booking-funnel.md §5 and §9: the group as the server receives it in a basket — counts 0–20,
 * at least one adult or child, no more disabled visitors than visitors.
 */
export const groupCountsSchema = withCountRules(
  z.object({
    adults: count(),
    children: count(),
    babies: count(),
    hasLargeFamilyCard: withDefault(z.boolean(), false),
    // The card as entered; the server checks it with the platform's card schema when it prices.
    largeFamilyCardNumber: withDefault(optionalText(), ''),
    largeFamilyCardValidity: withDefault(optionalText(), ''),
    largeFamilyCardArea: withDefault(optionalText(), ''),
    largeFamilyCardCategory: withDefault(cardCategory(), ''),
    hasPsh: withDefault(z.boolean(), false),
    disabledAdults: withDefault(count(), 0),
    disabledChildren: withDefault(count(), 0),
  }),
);

/**
 * booking-funnel.md §5: the start page's group form of a platform — the counts, and with a large
 * family card that platform's card (catalogue.md §6: number format, expiry; es: community and
 * category), its errors on the group's card fields.
 */
export function groupSchema(platform: PlatformCode) {
  return withCountRules(
    z.object({
      adults: count(),
      children: count(),
      babies: count(),
      hasLargeFamilyCard: z.boolean(),
      largeFamilyCardNumber: z.string(),
      largeFamilyCardValidity: z.string(),
      largeFamilyCardArea: z.string(),
      largeFamilyCardCategory: cardCategory(),
      hasPsh: z.boolean(),
      disabledAdults: count(),
      disabledChildren: count(),
    }),
  ).superRefine((group, ctx) => {
    if (!group.hasLargeFamilyCard) return;
    const card = familyCardSchema(platform).safeParse(familyCardOfGroup(group));
    for (const issue of card.error?.issues ?? []) {
      const field = issue.path[0] as keyof typeof GROUP_FIELD_OF_CARD;
      ctx.addIssue({ code: 'custom', message: issue.message, path: [GROUP_FIELD_OF_CARD[field]] });
    }
  });
}

export type GroupCountsInput = z.output<typeof groupCountsSchema>;
export type GroupInput = z.output<ReturnType<typeof groupSchema>>;
