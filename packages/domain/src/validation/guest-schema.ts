import { z } from 'zod';
import type { SendingMethod } from '../booking/booking.ts';
import {
  addressSupplement,
  checkPostcode,
  city,
  email,
  is,
  personName,
  requiredText,
  streetAddress,
} from './identity-fields.ts';

/** Delivery by post is for France only (checkout-and-account.md §9). */
export const POSTAL_DELIVERY_COUNTRY = 'FR';

const guestContactSchema = z.object({
  email: email(),
  firstName: personName('identification.error_message.firstName'),
  lastName: personName('identification.error_message.lastName'),
});

const postalAddressFields = {
  streetAddress: streetAddress(),
  customAddress: addressSupplement().nullish(),
  zipCode: requiredText(),
  city: city(),
  country: z.literal(POSTAL_DELIVERY_COUNTRY, is('validation.format')),
};

const withPostcodeChecked = <S extends z.ZodType<{ zipCode: string; country: string }>>(
  schema: S,
) =>
  schema.superRefine((value, context) => checkPostcode(value, context, POSTAL_DELIVERY_COUNTRY), {
    when: () => true,
  });

/** Where posted tickets go (readings.md §16): a French address (checkout-and-account.md §9). */
export const postalAddressSchema = withPostcodeChecked(z.object(postalAddressFields));
export type PostalAddress = z.output<typeof postalAddressSchema>;

/** A guest whose tickets go by post (checkout-and-account.md §9, France only). */
export const postalGuestSchema = withPostcodeChecked(
  guestContactSchema.extend(postalAddressFields),
);

/**
 * checkout-and-account.md §1 and §2, continue without account: what paying needs (e-mail, first
 * and last name) and, when the tickets go by post, the postal address.
 */
export function guestSchema(sendingMethod: SendingMethod) {
  return sendingMethod === 'courrier' ? postalGuestSchema : guestContactSchema;
}

export type PostalGuestInput = z.input<typeof postalGuestSchema>;
export type Guest = z.output<ReturnType<typeof guestSchema>>;
