import type { Language } from '@sesame/domain/i18n/language';
import { COUNTRY_CODES, callingCodeOf } from '@sesame/domain/identity/phone-number';

export interface CountryOption {
  value: string;
  label: string;
}

const cache = new Map<string, readonly CountryOption[]>();

function sorted(
  language: Language,
  label: (code: (typeof COUNTRY_CODES)[number], name: string) => string,
) {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({
    value: code,
    label: label(code, names.of(code) ?? code),
  })).sort((a, b) => a.label.localeCompare(b.label, language));
}

/** The countries of an address, named in the visitor's language, in its alphabetical order. */
export function countryOptions(language: Language): readonly CountryOption[] {
  const key = `country:${language}`;
  const options = cache.get(key) ?? sorted(language, (_code, name) => name);
  cache.set(key, options);
  return options;
}

/** checkout-and-account.md §3: the phone's country code, named with its dialling code. */
export function phoneCountryOptions(language: Language): readonly CountryOption[] {
  const key = `phone:${language}`;
  const options =
    cache.get(key) ?? sorted(language, (code, name) => `${name} (+${callingCodeOf(code)})`);
  cache.set(key, options);
  return options;
}
