import type { ErrorMessages } from '@sesame/domain/i18n/error-codes';
import { GENERIC_ERROR } from '@sesame/domain/i18n/generic-error';
import { DEFAULT_LANGUAGE, type Language } from '@sesame/domain/i18n/language';
import { useMemo, useSyncExternalStore } from 'react';
import {
  type Catalogue,
  mergedTexts,
  type Texts,
  type TextValues,
  type Translate,
} from './catalogue.ts';

// The app's texts as it runs: the visitor's language, its catalogue loaded in parts as pages
// open, and `t` (decision 34); what a catalogue is lives in catalogue.ts.

type TextsModule = { default: Texts };

/** A loader of each page's texts, by the page's name (scripts/catalogue-parts.ts). */
type PageLoaders = Readonly<Record<string, () => Promise<TextsModule>>>;

/**
 * Where a language's texts come from, in chunks: a visitor downloads only the texts of the
 * language they read, and of the pages they open (decision 39).
 */
const sources: Record<
  Language,
  {
    first: () => Promise<TextsModule>;
    lazy: () => Promise<TextsModule>;
    pages: () => Promise<{ default: PageLoaders }>;
    errors: () => Promise<ErrorMessages>;
  }
> = {
  fr: {
    first: () => import('../locales/fr.json?part=first'),
    lazy: () => import('../locales/fr.json?part=lazy'),
    pages: () => import('../locales/fr.json?part=pages'),
    errors: () => import('@sesame/domain/i18n/error-messages/fr').then((m) => m.fr),
  },
  en: {
    first: () => import('../locales/en.json?part=first'),
    lazy: () => import('../locales/en.json?part=lazy'),
    pages: () => import('../locales/en.json?part=pages'),
    errors: () => import('@sesame/domain/i18n/error-messages/en').then((m) => m.en),
  },
  es: {
    first: () => import('../locales/es.json?part=first'),
    lazy: () => import('../locales/es.json?part=lazy'),
    pages: () => import('../locales/es.json?part=pages'),
    errors: () => import('@sesame/domain/i18n/error-messages/es').then((m) => m.es),
  },
};

let language: Language = DEFAULT_LANGUAGE;
/** Each language's texts so far: its first part, then the texts of each page as it opens. */
const catalogues: Partial<Record<Language, Texts>> = {};
/** The languages a test or tool installed whole: never loaded. */
const held = new Set<Language>();
/** Each language's first part, loaded once. */
const firstParts = new Map<Language, Promise<void>>();
/** Each language's texts of the code that the shell and the start page load lazily, once. */
const lazyParts = new Map<Language, Promise<void>>();
/** Whether that code was loaded: a language switch loads its texts in the new language too. */
let lazyCodeLoaded = false;
/** Each language's loaders of its pages' texts, loaded once. */
const pageLoaders = new Map<Language, Promise<PageLoaders>>();
/** Each language's error messages, loaded once. */
const errorParts = new Map<Language, Promise<void>>();
/** Each page's texts in each language, loaded once; keyed `fr summary`. */
const pageParts = new Map<string, Promise<void>>();
/** The pages opened so far: a language switch loads their texts in the new language too. */
const pagesOpened = new Set<string>();
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
function hold(of: Language, catalogue: Texts) {
  catalogues[of] = catalogue;
  held.add(of);
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

function once<T>(loads: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let loading = loads.get(key);
  if (loading === undefined) {
    loading = load();
    // A load that failed (the network) is tried again by the next page that needs it.
    loading.catch(() => loads.delete(key));
    loads.set(key, loading);
  }
  return loading;
}

function add(of: Language, texts: Texts) {
  catalogues[of] = mergedTexts(catalogues[of] ?? {}, texts);
  changed();
}

/**
 * The texts of the start page and the app shell, with the generic error message: any failure
 * before the other messages are there, theirs too, is worded.
 */
function loadFirstPart(of: Language): Promise<void> {
  return once(firstParts, of, async () => {
    const first = await sources[of].first();
    add(of, { ...first.default, errors: { GENERIC: GENERIC_ERROR[of] } });
  });
}

function loadLazyPart(of: Language): Promise<void> {
  if (held.has(of)) return Promise.resolve();
  return once(lazyParts, of, async () => add(of, (await sources[of].lazy()).default));
}

/**
 * A loader of code that the app shell or the start page loads lazily (the basket's timer, a form's
 * schema), which also loads the texts that code can show, in the current language (or the one the
 * site boots in, before it shows any) and in that of any later switch: the first part holds only
 * those of their first render.
 */
export function withItsTexts<T>(load: () => Promise<T>): (of?: Language) => Promise<T> {
  return async (of = language) => {
    lazyCodeLoaded = true;
    const [code] = await Promise.all([load(), loadLazyPart(of)]);
    return code;
  };
}

/** The messages of expected failures, which every page but the start page may show as it opens. */
function loadErrors(of: Language): Promise<void> {
  return once(errorParts, of, async () => add(of, { errors: await sources[of].errors() }));
}

function loadPagePart(of: Language, page: string): Promise<void> {
  if (held.has(of)) return Promise.resolve();
  return once(pageParts, `${of} ${page}`, async () => {
    const [loaders] = await Promise.all([
      once(pageLoaders, of, async () => (await sources[of].pages()).default),
      loadFirstPart(of),
      loadErrors(of),
    ]);
    const load = loaders[page];
    if (load === undefined) throw new Error(`No texts for the page ${page}`);
    add(of, (await load()).default);
  });
}

/**
 * Loads the texts a page shows beyond the first part, in the current language (or the one the
 * site boots in, before it shows any); a later language switch loads them in its language before
 * it shows (every page but the start page, app/pages.ts).
 */
export function loadPageTexts(page: string, of: Language = language): Promise<void> {
  pagesOpened.add(page);
  return loadPagePart(of, page);
}

/**
 * A language's first part, the texts of every page opened and of the lazily loaded code of the
 * shell and the start page, those loaded meanwhile too.
 */
async function loadOpenedPages(of: Language): Promise<void> {
  if (held.has(of)) return;
  let opened: number;
  let withLazyCode: boolean;
  do {
    opened = pagesOpened.size;
    withLazyCode = lazyCodeLoaded;
    await Promise.all([
      loadFirstPart(of),
      loadErrors(of),
      withLazyCode ? loadLazyPart(of) : undefined,
      ...[...pagesOpened].map((page) => loadPagePart(of, page)),
    ]);
  } while (pagesOpened.size > opened || lazyCodeLoaded !== withLazyCode);
}

function switchTo(next: Language) {
  if (language === next) return;
  language = next;
  changed();
}

/** Loads a language's texts for the pages opened, then switches the translated components to it. */
export async function setLanguage(next: Language): Promise<void> {
  // The language shown already: each page asks for its own texts (app/pages.ts).
  if (next === language && catalogues[next] !== undefined) return;
  await loadOpenedPages(next);
  switchTo(next);
}

/**
 * The site's first render: switches to a language as soon as the texts of the app shell and the
 * start page are there; every other page waits for its own (app/pages.ts). The error messages
 * load meanwhile: the start page shows none before it has asked the server something.
 */
export async function setLanguageAtBoot(next: Language): Promise<void> {
  void loadErrors(next).catch(() => undefined);
  await loadFirstPart(next);
  switchTo(next);
}

/**
 * Installs a catalogue and reads it at once (tests and tools that already hold it, or the part
 * of it a test wants).
 */
export function initI18nWith(of: Language, catalogue: Texts): typeof i18n {
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
