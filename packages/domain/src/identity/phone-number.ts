import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

/** The countries a phone number (and an address) may belong to: ISO 3166-1 alpha-2 codes. */
export const COUNTRY_CODES: readonly CountryCode[] = getCountries();

/** Whether `value` is a country code of COUNTRY_CODES (`FR`, `ES`…). */
export function isCountryCode(value: string): value is CountryCode {
  return isSupportedCountry(value);
}

/** The international dialling code of a country: `33` for FR. */
export function callingCodeOf(country: CountryCode): string {
  return getCountryCallingCode(country);
}

/**
 * checkout-and-account.md §3 and §5, catalogue.md §6.4: a phone number typed as its country
 * writes it (`06 12 34 56 78` for FR) or in international form (`+33 6 12 34 56 78`), in E.164
 * without spaces (`+33612345678`, the Customer's primaryPhone); null when it is not a valid
 * number of that country's dialling code.
 */
export function toE164(phone: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(phone, country);
  if (!parsed?.isValid()) return null;
  return parsed.countryCallingCode === getCountryCallingCode(country) ? parsed.number : null;
}

/** A stored E.164 number as its country writes it (`+33612345678` → `06 12 34 56 78`). */
export function toNational(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}
