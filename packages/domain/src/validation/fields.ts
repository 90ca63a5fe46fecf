import { z } from 'zod';
import type { ValidationMessageKey } from './validation-messages.ts';

/** booking-funnel.md §9 and checkout-and-account.md §9: field maximum length 50. */
export const FIELD_MAX_LENGTH = 50;

const is = (key: ValidationMessageKey) => ({ error: key });
const missing = (input: unknown) => input === undefined || input === null || input === '';

/** booking-funnel.md §5: a required text, trimmed, at most 50 characters. */
export function requiredText(max = FIELD_MAX_LENGTH) {
  return z
    .string(is('validation.required'))
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(max, is('validation.maxLength'));
}

/** booking-funnel.md §9: a `yyyy-MM-dd` day that exists. */
export function isoDate() {
  return z.iso.date({
    error: (issue) => (missing(issue.input) ? 'validation.required' : 'validation.date'),
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
