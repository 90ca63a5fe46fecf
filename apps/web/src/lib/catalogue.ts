import type { ErrorMessages } from '@sesame/domain/i18n/error-codes';
import type fr from '../locales/fr.json';

/**
 * The web's texts (the French one is the reference: every language is checked against it) and,
 * under `errors.*`, the error catalogue the web shares with the server in packages/domain.
 * Decision 34: a catalogue lookup, `{{name}}` values and plural forms are all the app asks of
 * an i18n library, in a few hundred bytes.
 */
export type Catalogue = typeof fr & { errors: ErrorMessages };

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Every text's key, as `t` takes it: `a.b.c`, and a plural text without its `_one`/`_other`. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${PluralForm}` ? Base : K}`
    : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TextKey = KeysOf<Catalogue>;

/** The values a text's `{{name}}` placeholders take; a number `count` also picks its plural form. */
export type TextValues = Readonly<Record<string, unknown>>;

export type Translate = (key: TextKey, values?: TextValues) => string;

/** One language's catalogue, from its two halves. */
export function catalogueOf(texts: typeof fr, errors: ErrorMessages): Catalogue {
  return { ...texts, errors };
}

/** Some texts of a catalogue, nested by the dots of their keys. */
export type Texts = { readonly [key: string]: string | Texts };

/** Two parts of a catalogue as one: two pages may bring texts of one namespace, each its own. */
export function mergedTexts(into: Texts, texts: Texts): Texts {
  const result = { ...into };
  for (const [name, value] of Object.entries(texts)) {
    const existing = result[name];
    result[name] =
      typeof value === 'object' && typeof existing === 'object'
        ? mergedTexts(existing, value)
        : value;
  }
  return result;
}
