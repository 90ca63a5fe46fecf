import type { ErrorMessages } from '@sesame/domain/i18n/error-codes';
import type { Language } from '@sesame/domain/i18n/language';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type fr from '../locales/fr.json';

/**
 * The web's texts (the French one is the reference: every language is checked against it) and,
 * under `errors.*`, the error catalogue the web shares with the server in packages/domain.
 */
export type Catalogue = typeof fr & { errors: ErrorMessages };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

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
const catalogues: Record<Language, () => Promise<Catalogue>> = {
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

export const i18n = i18next.createInstance();

/** Loads a language's catalogue once, then switches every translated component to it. */
export async function setLanguage(language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await catalogues[language]());
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Installs a catalogue synchronously (tests and tools that already hold it). */
export function initI18nWith(language: Language, catalogue: Catalogue): typeof i18n {
  if (!i18n.isInitialized) {
    i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { translation: catalogue } },
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  }
  return i18n;
}
