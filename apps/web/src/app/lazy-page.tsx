import type { Language } from '@sesame/domain/i18n/language';
import { type ComponentType, lazy, useState } from 'react';
import { loadPageTexts } from '../lib/i18n.ts';

/** A screen, and for a lazily loaded one a way to fetch its code and texts before it renders. */
export type Page = ComponentType & { preload?: (language: Language) => Promise<void> };

/**
 * A page loaded with its texts, named after its module: the site's first render had only the
 * texts of the app shell and the start page (lib/i18n.ts), and no page shows a text's key. Once
 * loaded, it renders at once: as a lazy component it would show the loading state for a moment,
 * which React then keeps 300 ms so that it does not flash.
 */
export function page(name: string, load: () => Promise<{ default: ComponentType }>): Page {
  let loaded: ComponentType | undefined;
  const fetchPage = async (language?: Language) => {
    const [module] = await Promise.all([load(), loadPageTexts(name, language)]);
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(fetchPage);
  function LoadedPage() {
    const [Shown] = useState(() => loaded ?? Lazy);
    return <Shown />;
  }
  // A failure shows when the page renders, through its error boundary.
  const preload = (language: Language) =>
    fetchPage(language).then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(LoadedPage, { preload });
}
