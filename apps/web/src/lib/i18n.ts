import type { Language } from '@sesame/domain/i18n/language';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type fr from '../locales/fr.json';

/** The French catalogue is the reference: every key of every language is checked against it. */
export type Catalogue = typeof fr;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

// One chunk per language: a visitor downloads only the catalogue of the language they read.
const catalogues: Record<Language, () => Promise<{ default: Catalogue }>> = {
  fr: () => import('../locales/fr.json'),
  en: () => import('../locales/en.json'),
  es: () => import('../locales/es.json'),
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
    const { default: catalogue } = await catalogues[language]();
    i18n.addResourceBundle(language, 'translation', catalogue);
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
