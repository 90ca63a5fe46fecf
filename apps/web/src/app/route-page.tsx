import type { Route } from '@sesame/domain/funnel/routes';
import type { Language } from '@sesame/domain/i18n/language';
import { loadedLazily } from '../lib/loaded-lazily.tsx';
import Start from '../routes/start.tsx';
import type { PAGES } from './pages.ts';
import { loadGuard } from './route-gate.tsx';

type OtherRoute = Exclude<Route, 'start'>;

/** The table of every other page (app/pages.ts): loaded when a visit opens one. */
const pageTable = () => import('./pages.ts').then((module) => module.PAGES);

/** A page of the table, once the table is there. */
const TablePage = loadedLazily<{ route: OtherRoute }>(async () => {
  const pages: typeof PAGES = await pageTable();
  return function PageOfTable({ route }) {
    const Page = pages[route];
    return <Page />;
  };
});

/**
 * The page of a route. The start page is part of the entry and renders at once from the first
 * part of the catalogue: a first visit waits for no page chunk and no other page's texts. Any
 * other page suspends until the table and its own code and texts are there.
 */
export function RoutePage({ route }: { route: Route }) {
  return route === 'start' ? <Start /> : <TablePage.Component route={route} />;
}

/**
 * Fetches the code and texts of the page a visit opens on, beside the shell's texts and the saved
 * booking; settles once they are there, or could not be loaded (the failure shows when the page
 * renders, through its error boundary).
 */
export async function preloadPage(route: Route, language: Language): Promise<void> {
  if (route === 'start') return;
  try {
    const [pages] = await Promise.all([pageTable(), TablePage.load(), loadGuard()]);
    await pages[route].preload?.(language);
  } catch {
    // Shown by the page's error boundary.
  }
}
