import { z } from 'zod';
import { isValidPostcode } from '../identity/postcode.ts';
import { EMAIL_MAX_LENGTH, PERSON_NAME } from './customer-schema.ts';
import { FIELD_MAX_LENGTH } from './limits.ts';
import type { ValidationMessageKey } from './validation-messages.ts';

/**
 * The fields of the identification forms (checkout-and-account.md §3 and §5), shared by a guest's
 * and a customer's: each with its own format message, lengths with their {length}.
 */

/** A street address of at least 3 characters (a rule of ours: `1 r` is no address). */
export const ADDRESS_MIN_LENGTH = 3;

/** Letters, digits and the punctuation of street addresses: `12 bis, rue de l'Église – Bât. B`. */
export const ADDRESS = /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} ,.'’°ºª/#()&–-]+$/u;
/** City names: letters first, digits allowed for districts and CEDEX (`Paris Cedex 08`). */
const CITY = /^\p{L}[\p{L}\p{M}\p{N} ,.'’()-]*$/u;
const WITHOUT_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

export const is = (key: ValidationMessageKey) => ({ error: key });

interface Format {
  pattern: RegExp;
  key: ValidationMessageKey;
}

/**
 * A trimmed text checked without aborting: the forms' cross-field checks (postcode and country,
 * phone and its code, the invoice option) must still run when another field is empty, so that a
 * submitted form shows every error at once. A field's first message is the one a form shows.
 */
export function text(max = FIELD_MAX_LENGTH) {
  return z
    .string(is('validation.required'))
    .trim()
    .max(max, is('validation.maxLength'))
    .regex(WITHOUT_CONTROL_CHARACTERS, is('validation.format'));
}

export function requiredText(format?: Format, min = 1) {
  const required = text().min(1, is('validation.required'));
  const long = min > 1 ? required.min(min, is('validation.minLength')) : required;
  return format ? long.regex(format.pattern, is(format.key)) : long;
}

/** An optional text: empty becomes null. */
export function optionalText(format?: Format) {
  const checked = format
    ? text().refine((value) => value === '' || format.pattern.test(value), is(format.key))
    : text();
  return checked.optional().transform((value) => value || null);
}

export const personName = (key: ValidationMessageKey) =>
  requiredText({ pattern: PERSON_NAME, key });
export const streetAddress = () =>
  requiredText(
    { pattern: ADDRESS, key: 'identification.error_message.address' },
    ADDRESS_MIN_LENGTH,
  );
export const addressSupplement = () =>
  optionalText({ pattern: ADDRESS, key: 'identification.error_message.address' });
export const city = () => requiredText({ pattern: CITY, key: 'identification.error_message.city' });
export const email = () =>
  text(EMAIL_MAX_LENGTH)
    .min(1, is('validation.required'))
    .pipe(z.email(is('identification.error_message.email')));

/** A field of a form being checked as a whole, whatever it holds yet. */
export const stringAt = (value: unknown, key: string): string => {
  const field = (value as Record<string, unknown> | null)?.[key];
  return typeof field === 'string' ? field.trim() : '';
};

/** catalogue.md §6.4: the postcode of an address, for its country, once both are given. */
export function checkPostcode(
  value: unknown,
  context: z.RefinementCtx,
  country = stringAt(value, 'country'),
) {
  const zipCode = stringAt(value, 'zipCode');
  if (zipCode && country && !isValidPostcode(zipCode, country)) {
    context.addIssue({
      code: 'custom',
      path: ['zipCode'],
      message: 'identification.error_message.zipCode',
    });
  }
}
