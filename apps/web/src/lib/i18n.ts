import type { ErrorMessages } from '@sesame/domain/i18n/error-codes';
import { DEFAULT_LANGUAGE, type Language } from '@sesame/domain/i18n/language';
import { useMemo, useSyncExternalStore } from 'react';
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

async function load(
  texts: Promise<{ default: typeof fr }>,
  errors: Promise<ErrorMessages>,
): Promise<Catalogue> {
  const [loadedTexts, loadedErrors] = await Promise.all([texts, errors]);
  return catalogueOf(loadedTexts.default, loadedErrors);
}

// One chunk per language: a visitor downloads only the catalogue of the language they read.
const loaders: Record<Language, () => Promise<Catalogue>> = {
  fr: () =>
    load(
      import('../locales/fr.json'),
      import('@sesame/domain/i18n/error-messages/fr').then((m) => m.fr),
    ),
  en: () =>
    load(
      import('../locales/en.json'),
      import('@sesame/domain/i18n/error-messages/en').then((m) => m.en),
    ),
  es: () =>
    load(
      import('../locales/es.json'),
      import('@sesame/domain/i18n/error-messages/es').then((m) => m.es),
    ),
};

let language: Language = DEFAULT_LANGUAGE;
const catalogues: Partial<Record<Language, Catalogue>> = {};
const listeners = new Set<() => void>();
/** Changes whenever the language or a catalogue does: what translated components re-render on. */
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function lookup(key: string): unknown {
  let node: unknown = catalogues[language];
  for (const part of key.split('.')) {
    node =
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  return node;
}

// Made once per language: `t` runs for every text of every render.
const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralForm(count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** A text of the current language with its values; a missing text shows its key. */
function translate(key: string, values?: TextValues): string {
  const count = values?.count;
  const text =
    (typeof count === 'number' &&
      (lookup(`${key}_${pluralForm(count)}`) ?? lookup(`${key}_other`))) ||
    lookup(key);
  if (typeof text !== 'string') return key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

export const i18n = {
  get language(): Language {
    return language;
  },
  /** Whether the current language has a text for the key (e.g. an error code from the server). */
  exists(key: string): boolean {
    return typeof lookup(key) === 'string';
  },
  /** Installs a catalogue the caller already holds (tests and tools). */
  addCatalogue(of: Language, catalogue: Catalogue): void {
    catalogues[of] = catalogue;
    changed();
  },
  changeLanguage: setLanguage,
  t: translate as Translate,
};

/** Loads a language's catalogue once, then switches every translated component to it. */
export async function setLanguage(next: Language): Promise<void> {
  if (catalogues[next] === undefined) catalogues[next] = await loaders[next]();
  else if (language === next) return;
  language = next;
  changed();
}

/** Installs a catalogue and reads it at once (tests and tools that already hold it). */
export function initI18nWith(of: Language, catalogue: Catalogue): typeof i18n {
  catalogues[of] = catalogue;
  language = of;
  changed();
  return i18n;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language's texts; the component re-renders when the language changes. */
export function useTranslation(): { t: Translate; i18n: typeof i18n } {
  const current = useSyncExternalStore(subscribe, () => version);
  // A new function for each language, so that memoised texts follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` stands for the language.
  const t = useMemo<Translate>(() => (key, values) => translate(key, values), [current]);
  return { t, i18n };
}
