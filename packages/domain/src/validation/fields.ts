import { z } from 'zod';
import { FIELD_MAX_LENGTH } from './limits.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

/**
 * Far outside any visit or card validity (a rule of ours): a day like 0001-01-01 or 9999-12-31
 * is a slip or a probe, and would otherwise reach the catalogue and the database as a real day.
 */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2100-12-31';

/** No NUL nor other control character: PostgreSQL refuses NUL in text, none belongs in a field. */
const WITHOUT_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

const is = (key: ValidationMessageKey) => ({ error: key });
const missing = (input: unknown) => input === undefined || input === null || input === '';

/** booking-funnel.md §5: a required text, trimmed, at most 50 characters, no control character. */
export function requiredText(max = FIELD_MAX_LENGTH) {
  return z
    .string(is('validation.required'))
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(max, is('validation.maxLength'))
    .regex(WITHOUT_CONTROL_CHARACTERS, { error: 'validation.format', abort: true });
}

/** booking-funnel.md §9: a text that may be empty, trimmed, at most 50 characters, no control. */
export function optionalText(max = FIELD_MAX_LENGTH) {
  return z
    .string(is('validation.format'))
    .trim()
    .max(max, is('validation.maxLength'))
    .regex(WITHOUT_CONTROL_CHARACTERS, { error: 'validation.format', abort: true });
}

/** booking-funnel.md §9: a `yyyy-MM-dd` day that exists, from 2000 to 2100. */
export function isoDate() {
  return z.iso
    .date({
      error: (issue) => (missing(issue.input) ? 'validation.required' : 'validation.date'),
    })
    .refine((day) => day >= EARLIEST_DATE && day <= LATEST_DATE, {
      error: 'validation.date',
      when: (payload) => payload.issues.length === 0,
    });
}

/** checkout-and-account.md §5 shared rule kinds (numeric, min, max): a whole number in a range. */
export function wholeNumber(min: number, max: number) {
  return z
    .int({ error: (issue) => (missing(issue.input) ? 'validation.required' : 'validation.format') })
    .min(min, is('validation.min'))
    .max(max, is('validation.max'));
}

/** checkout-and-account.md §5 shared rule kinds (regex): one of a list of values, else a format error. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (missing(issue.input) ? 'validation.required' : 'validation.format'),
  });
}

/** booking-funnel.md §7: an optional input field of a call; null and absent both mean the default. */
export function withDefault<S extends z.ZodType>(schema: S, fallback: z.output<S>) {
  return schema.nullish().transform((value): z.output<S> => value ?? fallback);
}

/** checkout-and-account.md §5: a checkbox that must be ticked; its message says what to accept. */
export function ticked(key: ValidationMessageKey) {
  return z.boolean({ error: key }).refine((value) => value, { error: key });
}
