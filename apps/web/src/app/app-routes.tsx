import { ROUTE_PATTERNS, type Route as RouteName } from '@sesame/domain/funnel/routes';
import { DEFAULT_LANGUAGE } from '@sesame/domain/i18n/language';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '../paths.ts';
import { LanguageLayout } from './language-layout.tsx';
import { PAGES } from './pages.ts';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={paths.start(DEFAULT_LANGUAGE)} replace />} />
      <Route path="/:lang" element={<LanguageLayout />}>
        {(Object.entries(PAGES) as Array<[RouteName, (typeof PAGES)[RouteName]]>).map(
          ([route, Page]) =>
            Page &&
            (route === 'start' ? (
              <Route key={route} index element={<Page />} />
            ) : (
              <Route key={route} path={ROUTE_PATTERNS[route]} element={<Page />} />
            )),
        )}
        <Route path="*" element={null} />
      </Route>
      <Route path="*" element={<LanguageLayout />} />
    </Routes>
  );
}
