import { toNational } from '@sesame/domain/identity/phone-number';
import type { PersonalInformationInput } from '@sesame/domain/validation/personal-information-schema';
import type { DefaultValues } from '../../lib/use-zod-form.ts';
import type { Profile } from './identity-calls.ts';

/**
 * Your information as the profile holds it, for the form. A first visit has no phone country
 * yet: the platform's country is offered, the one most visitors dial from.
 */
export function informationDefaults(
  profile: Profile,
  platformCountry: string,
): DefaultValues<PersonalInformationInput> {
  return {
    civility: profile.civility ?? undefined,
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthDate: profile.birthDate ?? '',
    idNumber: profile.idNumber ?? '',
    phoneCountry: profile.phoneCountry ?? platformCountry,
    phone: profile.phone ? toNational(profile.phone) : '',
    streetAddress: profile.streetAddress ?? '',
    customAddress: profile.customAddress ?? '',
    zipCode: profile.zipCode ?? '',
    city: profile.city ?? '',
    country: profile.country ?? platformCountry,
    invoice: {
      wanted: profile.invoice.wanted,
      businessName: profile.invoice.businessName ?? '',
      businessIdentifier: profile.invoice.businessIdentifier ?? '',
      businessAddress: profile.invoice.businessAddress ?? '',
    },
  };
}
