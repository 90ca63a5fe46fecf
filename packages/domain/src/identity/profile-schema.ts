import { z } from 'zod';
import { LANGUAGES } from '../i18n/language.ts';
import { PERSON_NAME } from '../validation/customer-schema.ts';
import { LATEST_DATE, oneOf, optionalText, requiredText } from '../validation/fields.ts';
import { CIVILITIES } from './civilities.ts';
import { isCountryCode, toE164 } from './phone-number.ts';
import { isValidPostcode } from './postcode.ts';
import { isValidSpanishId, normaliseSpanishId } from './spanish-id.ts';

/** An optional text the customer may clear: empty becomes null. */
const clearableText = () =>
  optionalText()
    .nullish()
    .transform((value) => (value ? value : null));

const personName = () => requiredText().regex(PERSON_NAME, { error: 'validation.format' });

/** A birth date: a real day since 1900 (the customer's own, so older than the visit rules allow). */
const EARLIEST_BIRTH_DATE = '1900-01-01';
const birthDate = () =>
  z.iso
    .date({ error: 'validation.date' })
    .refine((day) => day >= EARLIEST_BIRTH_DATE && day <= LATEST_DATE, {
      error: 'validation.date',
    });

const countryCode = z
  .string({ error: 'validation.format' })
  .refine(isCountryCode, { error: 'validation.format' });

/**
 * checkout-and-account.md §3 and §7: the profile fields `POST {issuer}/api/v1/users/me` updates,
 * each optional (a field left out keeps its value), with the `requestDeleteUser` flag. The e-mail
 * is not among them: it is the verified login of the account. On the es platform an ID number
 * must be a valid DNI or NIE (catalogue.md §6.3); a phone must be valid for its country code.
 */
export function profileUpdateSchema(platform: 'fr' | 'es') {
  return z
    .object({
      civility: oneOf(CIVILITIES).optional(),
      firstName: personName().optional(),
      lastName: personName().optional(),
      birthDate: birthDate().nullable().optional(),
      idNumber: clearableText().optional(),
      phone: clearableText().optional(),
      phoneCountry: countryCode.nullable().optional(),
      streetAddress: clearableText().optional(),
      customAddress: clearableText().optional(),
      zipCode: clearableText().optional(),
      city: clearableText().optional(),
      state: clearableText().optional(),
      country: countryCode.nullable().optional(),
      language: oneOf(LANGUAGES).optional(),
      stopCommunication: z.boolean({ error: 'validation.format' }).optional(),
      invoice: z
        .object({
          wanted: z.boolean({ error: 'validation.format' }).optional(),
          businessName: clearableText().optional(),
          businessIdentifier: clearableText().optional(),
          businessAddress: clearableText().optional(),
        })
        .optional(),
      requestDeleteUser: z.boolean({ error: 'validation.format' }).optional(),
    })
    .superRefine((profile, context) => {
      const issue = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (profile.phone && !profile.phoneCountry) issue('phoneCountry', 'validation.required');
      if (profile.phone && profile.phoneCountry && !phoneOf(profile.phone, profile.phoneCountry)) {
        issue('phone', 'validation.format');
      }
      if (
        profile.zipCode &&
        profile.country &&
        !isValidPostcode(profile.zipCode, profile.country)
      ) {
        issue('zipCode', 'validation.format');
      }
      if (platform === 'es' && profile.idNumber && !isValidSpanishId(profile.idNumber)) {
        issue('idNumber', 'validation.format');
      }
    })
    .transform((profile) => {
      const normalised = { ...profile };
      if (profile.phone && profile.phoneCountry) {
        normalised.phone = phoneOf(profile.phone, profile.phoneCountry);
      }
      if (platform === 'es' && profile.idNumber) {
        normalised.idNumber = normaliseSpanishId(profile.idNumber);
      }
      return normalised;
    });
}

/** The phone in E.164 (the Customer's primaryPhone, spaces removed), or null when invalid. */
const phoneOf = (phone: string, country: string) =>
  isCountryCode(country) ? toE164(phone, country) : null;

export type ProfileUpdate = z.output<ReturnType<typeof profileUpdateSchema>>;
