import { useEffect } from 'react';
import { useTranslation } from './i18n.ts';

/** checkout-and-account.md §2: each page has a title, followed by the site's name. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const siteName = t('app.name');
  useEffect(() => {
    document.title = `${title} · ${siteName}`;
  }, [title, siteName]);
}
