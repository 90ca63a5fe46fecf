import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sesame/domain/i18n/language';
import { useParams } from './router.tsx';

/** The language of the page, from the `/:lang` prefix of its address. */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
