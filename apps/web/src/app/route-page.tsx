import type { Route } from '@sesame/domain/funnel/routes';
import type { Language } from '@sesame/domain/i18n/language';
import { lazy, useState } from 'react';
import Start from '../routes/start.tsx';
import type { PAGES } from './pages.ts';

type OtherRoute = Exclude<Route, 'start'>;

let table: typeof PAGES | undefined;

/** The table of every other page (app/pages.ts): loaded when a visit opens one. */
function pageTable(): Promise<typeof PAGES> {
  return import('./pages.ts').then((module) => {
    table = module.PAGES;
    return table;
  });
}

function LoadedTablePage({ route }: { route: OtherRoute }) {
  const Page = (table as typeof PAGES)[route];
  return <Page />;
}

const LazyTablePage = lazy(() => pageTable().then(() => ({ default: LoadedTablePage })));

function TablePage({ route }: { route: OtherRoute }) {
  // Chosen once: the table loaded, the page renders at once, where the lazy component would show
  // the loading state for a moment; and it does not change to the other, which would remount it.
  const [Shown] = useState(() => (table ? LoadedTablePage : LazyTablePage));
  return <Shown route={route} />;
}

/**
 * The page of a route. The start page is part of the entry and renders at once from the first
 * part of the catalogue: a first visit waits for no page chunk and no other page's texts. Any
 * other page suspends until the table and its own code and texts are there.
 */
export function RoutePage({ route }: { route: Route }) {
  return route === 'start' ? <Start /> : <TablePage route={route} />;
}

/**
 * Fetches the code and texts of the page a visit opens on, beside the shell's texts and the saved
 * booking; settles once they are there, or could not be loaded (the failure shows when the page
 * renders, through its error boundary).
 */
export async function preloadPage(route: Route, language: Language): Promise<void> {
  if (route === 'start') return;
  try {
    await (await pageTable())[route].preload?.(language);
  } catch {
    // Shown by the page's error boundary.
  }
}
