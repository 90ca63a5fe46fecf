import { PAGE_MODULES } from '@sesame/domain/funnel/page-modules';
import { describe, expect, it, vi } from 'vitest';
import { PAGES } from './pages.ts';

// Each page, as the name of the module it loads: page() is given it (locales/page-texts.test.ts
// checks that it is the module it imports). The start page, in the entry, is not in the table.
vi.mock('./lazy-page.tsx', () => ({ page: (module: string) => ({ module }) }));

describe('the pages', () => {
  it('are the modules that the server names for each route (PAGE_MODULES)', () => {
    const { start, ...routes } = PAGE_MODULES;
    const shown = Object.entries(PAGES).map(([route, page]) => [
      route,
      Reflect.get(page, 'module'),
    ]);
    expect(Object.fromEntries(shown)).toEqual(routes);
    expect(start).toBe('start');
  });
});
