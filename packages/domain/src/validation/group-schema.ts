import { z } from 'zod';
import { payingVisitors } from '../booking/visitors.ts';
import { isoDate, optionalText, wholeNumber, withDefault } from './fields.ts';
import { MAX_PER_AGE_BAND } from './limits.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

const LARGE_FAMILY_CARD_NUMBER = /^[A-Z0-9][A-Z0-9/.\- ]{3,24}$/i;

/** booking-funnel.md §5: a large family card number has the card format and is not one repeated digit. */
export function isValidLargeFamilyCardNumber(value: string): boolean {
  const compact = value.replace(/[^A-Z0-9]/gi, '');
  return LARGE_FAMILY_CARD_NUMBER.test(value) && !/^(\d)\1*$/.test(compact);
}

const count = () => wholeNumber(0, MAX_PER_AGE_BAND);

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
    hasPsh: withDefault(z.boolean(), false),
    disabledAdults: withDefault(count(), 0),
    disabledChildren: withDefault(count(), 0),
  }),
);

/**
 * booking-funnel.md §5: the start page's group form — the counts, and with a large family card
 * a card number of the right format and a validity date.
 */
export const groupSchema = withCountRules(
  z.object({
    adults: count(),
    children: count(),
    babies: count(),
    hasLargeFamilyCard: z.boolean(),
    largeFamilyCardNumber: optionalText(),
    largeFamilyCardValidity: optionalText(),
    largeFamilyCardArea: optionalText(),
    hasPsh: z.boolean(),
    disabledAdults: count(),
    disabledChildren: count(),
  }),
).superRefine((group, ctx) => {
  if (!group.hasLargeFamilyCard) return;
  const fail = (message: ValidationMessageKey, path: string) =>
    ctx.addIssue({ code: 'custom', message, path: [path] });
  if (group.largeFamilyCardNumber === '') fail('validation.required', 'largeFamilyCardNumber');
  else if (!isValidLargeFamilyCardNumber(group.largeFamilyCardNumber)) {
    fail('validation.format', 'largeFamilyCardNumber');
  }
  const validity = isoDate().safeParse(group.largeFamilyCardValidity);
  if (!validity.success) {
    fail(validity.error.issues[0]?.message as ValidationMessageKey, 'largeFamilyCardValidity');
  }
});

export type GroupCountsInput = z.output<typeof groupCountsSchema>;
export type GroupInput = z.output<typeof groupSchema>;
