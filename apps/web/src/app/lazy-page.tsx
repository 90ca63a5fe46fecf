import type { Language } from '@sesame/domain/i18n/language';
import type { ComponentType } from 'react';
import { loadPageTexts } from '../lib/i18n.ts';
import { loadedLazily } from '../lib/loaded-lazily.tsx';

/** A screen, and for a lazily loaded one a way to fetch its code and texts before it renders. */
export type Page = ComponentType & { preload?: (language: Language) => Promise<void> };

/**
 * A page loaded with its texts, named after its module: the site's first render had only the
 * texts of the app shell and the start page (lib/i18n.ts), and no page shows a text's key. Once
 * loaded, it renders at once (lib/loaded-lazily.tsx).
 */
export function page(name: string, load: () => Promise<{ default: ComponentType }>): Page {
  const { Component, load: fetchPage } = loadedLazily<object, Language>(async (language) => {
    const [module] = await Promise.all([load(), loadPageTexts(name, language)]);
    return module.default;
  });
  // A failure shows when the page renders, through its error boundary.
  const preload = (language: Language) =>
    fetchPage(language).then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(Component, { preload });
}
