import { DEFAULT_LANGUAGE } from '@sesame/domain/i18n/language';
import { Navigate, useLocation } from '../lib/router.tsx';
import { paths } from '../paths.ts';
import { LanguageLayout } from './language-layout.tsx';

/** Every address is a page of a language (the layout finds which); the bare site, the default's. */
export function AppRoutes() {
  const { pathname } = useLocation();
  if (pathname === '/') return <Navigate to={paths.start(DEFAULT_LANGUAGE)} replace />;
  return <LanguageLayout />;
}
