import { z } from 'zod';
import { isIsoDate } from '../dates/iso-date.ts';
import { CIVILITIES } from '../identity/civilities.ts';
import { isCountryCode, toE164 } from '../identity/phone-number.ts';
import { isValidSpanishId, normaliseSpanishId } from '../identity/spanish-id.ts';
import type { PlatformCode } from '../platform/platform.ts';
import {
  ADDRESS,
  addressSupplement,
  checkPostcode,
  city,
  is,
  optionalText,
  personName,
  requiredText,
  streetAddress,
  stringAt,
  text,
} from './identity-fields.ts';

/**
 * The youngest customer (a rule of ours): the one who books is an adult visitor, 14 and over
 * (checkout-and-account.md §9, age bands). The oldest: 120, past which a birth date is a slip.
 */
export const MIN_CUSTOMER_AGE = 14;
export const MAX_CUSTOMER_AGE = 120;

/** A company's identifier (SIREN, CIF, VAT number…) of at least 5 characters (a rule of ours). */
export const BUSINESS_IDENTIFIER_MIN_LENGTH = 5;

/** Company identifiers: letters, digits, spaces, dots, hyphens and slashes. */
const BUSINESS_IDENTIFIER = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;

/** Full years between a birth day and today, both `yyyy-MM-dd`. */
function ageOn(today: string, birthDate: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** checkout-and-account.md §3: a real day in the past, of someone 14 to 120 years old. */
function birthDate(today: string) {
  return z
    .string(is('validation.required'))
    .trim()
    .min(1, is('validation.required'))
    .refine((day) => day === '' || isIsoDate(day), is('validation.date'))
    .refine((day) => {
      if (!isIsoDate(day)) return true;
      const age = ageOn(today, day);
      return day <= today && age >= MIN_CUSTOMER_AGE && age <= MAX_CUSTOMER_AGE;
    }, is('identification.error_message.birthDate'));
}

const country = () =>
  text()
    .min(1, is('validation.required'))
    .refine((code) => code === '' || isCountryCode(code), is('validation.format'));

/**
 * checkout-and-account.md §2, identification/account (Your information) and §3, Identification
 * form: title, names, birth date, ID number (a DNI, NIE or NIF checked as catalogue.md §6.3, and
 * required, on the es platform), phone with its country code (required), address and supplement,
 * postcode of the country, city, country; the invoice option, whose business name, address and
 * identifier are then required. The output is what `POST {issuer}/api/v1/users/me` takes as
 * `profile`: the phone in E.164 without spaces (primaryPhone), the ID number normalised, empty
 * optional fields as null. `today` is the visitor's day, `yyyy-MM-dd`.
 */
export function personalInformationSchema({
  platform,
  today,
}: {
  platform: PlatformCode;
  today: string;
}) {
  const idNumber =
    platform === 'es'
      ? requiredText()
          .refine(
            (value) => value === '' || isValidSpanishId(value),
            is('identification.error_message.dni'),
          )
          .transform(normaliseSpanishId)
      : optionalText();
  return z
    .object({
      civility: z.enum(CIVILITIES, {
        error: (issue) =>
          issue.input === '' || issue.input === undefined
            ? 'validation.required'
            : 'validation.format',
      }),
      firstName: personName('identification.error_message.firstName'),
      lastName: personName('identification.error_message.lastName'),
      birthDate: birthDate(today),
      idNumber,
      phoneCountry: text()
        .min(1, is('identification.error_message.phoneCountry'))
        .refine((code) => code === '' || isCountryCode(code), is('validation.format')),
      phone: requiredText(),
      streetAddress: streetAddress(),
      customAddress: addressSupplement(),
      zipCode: requiredText(),
      city: city(),
      country: country(),
      invoice: z.object({
        wanted: z.boolean(is('validation.format')),
        businessName: optionalText(),
        businessIdentifier: optionalText({
          pattern: BUSINESS_IDENTIFIER,
          key: 'validation.format',
        }),
        businessAddress: optionalText({
          pattern: ADDRESS,
          key: 'identification.error_message.address',
        }),
      }),
    })
    .superRefine(
      (value, context) => {
        checkPostcode(value, context);
        const phone = stringAt(value, 'phone');
        const phoneCountry = stringAt(value, 'phoneCountry');
        if (phone && isCountryCode(phoneCountry) && toE164(phone, phoneCountry) === null) {
          context.addIssue({
            code: 'custom',
            path: ['phone'],
            message: 'identification.error_message.phone',
          });
        }
        const invoice = (value as { invoice?: unknown } | null)?.invoice;
        if ((invoice as { wanted?: unknown } | undefined)?.wanted === true) {
          for (const field of ['businessName', 'businessIdentifier', 'businessAddress'] as const) {
            const given = stringAt(invoice, field);
            if (!given) {
              context.addIssue({
                code: 'custom',
                path: ['invoice', field],
                message: 'validation.required',
              });
            } else if (
              field === 'businessIdentifier' &&
              given.length < BUSINESS_IDENTIFIER_MIN_LENGTH
            ) {
              context.addIssue({
                code: 'too_small',
                origin: 'string',
                minimum: BUSINESS_IDENTIFIER_MIN_LENGTH,
                inclusive: true,
                path: ['invoice', field],
                message: 'validation.minLength',
              });
            }
          }
        }
      },
      { when: () => true },
    )
    .transform(({ invoice, phone, phoneCountry, ...information }) => ({
      ...information,
      phoneCountry,
      phone: toE164(phone, phoneCountry as Parameters<typeof toE164>[1]) ?? phone,
      invoice: invoice.wanted
        ? invoice
        : { wanted: false, businessName: null, businessIdentifier: null, businessAddress: null },
    }));
}

export type PersonalInformationInput = z.input<ReturnType<typeof personalInformationSchema>>;
export type PersonalInformation = z.output<ReturnType<typeof personalInformationSchema>>;
