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

type Part = Promise<{ default: Partial<typeof fr> }>;

/**
 * Where a language's catalogue comes from, one chunk each: a visitor downloads only the texts of
 * the language they read, and the start page waits only for its own (scripts/catalogue-parts.ts).
 */
const sources: Record<
  Language,
  { first: () => Part; rest: () => Part; errors: () => Promise<ErrorMessages> }
> = {
  fr: {
    first: () => import('../locales/fr.json?part=first'),
    rest: () => import('../locales/fr.json?part=rest'),
    errors: () => import('@sesame/domain/i18n/error-messages/fr').then((m) => m.fr),
  },
  en: {
    first: () => import('../locales/en.json?part=first'),
    rest: () => import('../locales/en.json?part=rest'),
    errors: () => import('@sesame/domain/i18n/error-messages/en').then((m) => m.en),
  },
  es: {
    first: () => import('../locales/es.json?part=first'),
    rest: () => import('../locales/es.json?part=rest'),
    errors: () => import('@sesame/domain/i18n/error-messages/es').then((m) => m.es),
  },
};

let language: Language = DEFAULT_LANGUAGE;
/** Each language's texts so far: its first part, then the whole catalogue. */
const catalogues: Partial<Record<Language, Partial<Catalogue>>> = {};
/** Each language's loads, made once: its first part, and its whole catalogue. */
const firstParts = new Map<Language, Promise<void>>();
const wholes = new Map<Language, Promise<void>>();
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

/** Installs the texts of a language, which is then never loaded (tests and tools). */
function hold(of: Language, catalogue: Partial<Catalogue>) {
  catalogues[of] = catalogue;
  firstParts.set(of, Promise.resolve());
  wholes.set(of, Promise.resolve());
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
    hold(of, catalogue);
    changed();
  },
  changeLanguage: setLanguage,
  t: translate as Translate,
};

function once(
  loads: Map<Language, Promise<void>>,
  of: Language,
  load: () => Promise<Partial<Catalogue>>,
): Promise<void> {
  let loading = loads.get(of);
  if (loading === undefined) {
    loading = load().then((texts) => {
      catalogues[of] = { ...catalogues[of], ...texts };
      changed();
    });
    // A load that failed (the network) is tried again by the next page that needs it.
    loading.catch(() => loads.delete(of));
    loads.set(of, loading);
  }
  return loading;
}

/** The texts of the start page and the app shell, with the error messages any page may show. */
function loadFirstPart(of: Language): Promise<void> {
  return once(firstParts, of, async () => {
    const [texts, errors] = await Promise.all([sources[of].first(), sources[of].errors()]);
    return { ...texts.default, errors };
  });
}

/** Loads a language's whole catalogue once: every page but the start page waits for it. */
export function loadCatalogue(of: Language): Promise<void> {
  return once(wholes, of, async () => {
    const [rest] = await Promise.all([sources[of].rest(), loadFirstPart(of)]);
    return rest.default;
  });
}

function switchTo(next: Language) {
  if (language === next) return;
  language = next;
  changed();
}

/** Loads a language's whole catalogue once, then switches every translated component to it. */
export async function setLanguage(next: Language): Promise<void> {
  // The language shown already: a page that needs the rest of its texts asks for it (app/pages.ts).
  if (next === language && catalogues[next] !== undefined) return;
  await loadCatalogue(next);
  switchTo(next);
}

/**
 * The site's first render: switches to a language as soon as the texts of the app shell and the
 * start page are there, and loads the rest once the browser is idle; every other page waits for
 * the rest (app/pages.ts).
 */
export async function setLanguageAtBoot(next: Language): Promise<void> {
  await loadFirstPart(next);
  switchTo(next);
  // The start page's own chunks and data come first on a slow connection.
  whenIdle(() => void loadCatalogue(next));
}

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 500);
}

/**
 * Installs a catalogue and reads it at once (tests and tools that already hold it, or the part
 * of it a test wants).
 */
export function initI18nWith(of: Language, catalogue: Partial<Catalogue>): typeof i18n {
  hold(of, catalogue);
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
