import { PAGE_MODULES } from '@sesame/domain/funnel/page-modules';
import { describe, expect, it, vi } from 'vitest';
import { NotFound, PAGES } from './pages.ts';

// Each page, as the name of the module it loads: page() is given it (locales/page-texts.test.ts
// checks that it is the module it imports), and the start page is routes/start.tsx.
vi.mock('./lazy-page.tsx', () => ({ page: (module: string) => ({ module }) }));
vi.mock('../routes/start.tsx', () => ({ default: { module: 'start' } }));

describe('the pages', () => {
  it('are the modules that the server names for each route (PAGE_MODULES)', () => {
    const { 'not-found': notFound, ...routes } = PAGE_MODULES;
    const shown = Object.entries(PAGES).map(([route, page]) => [
      route,
      Reflect.get(page, 'module'),
    ]);
    expect(Object.fromEntries(shown)).toEqual(routes);
    expect(NotFound).toEqual({ module: notFound });
  });
});
