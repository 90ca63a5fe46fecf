import { ROUTES, routeOfPath } from '@sesame/domain/funnel/routes';
import { describe, expect, it } from 'vitest';
import { pathOf, paths, withLanguage } from './paths.ts';

describe('paths', () => {
  it('prefixes every page with the language', () => {
    expect(paths.start('fr')).toBe('/fr');
    expect(paths.offers('en')).toBe('/en/offers');
    expect(paths.offersCategory('es')).toBe('/es/offers/category');
    expect(paths.restaurant('fr', '2027-06-12', 'LUNCH', 'R-FR-BAN')).toBe(
      '/fr/restaurants/2027-06-12/LUNCH/R-FR-BAN',
    );
  });

  it('finds the route of every address it builds', () => {
    for (const route of ROUTES.filter(
      (r) => r !== 'not-found' && !r.includes('detail') && r !== 'restaurants/list',
    )) {
      expect(routeOfPath(pathOf(route, 'es'))).toMatchObject({ language: 'es', route });
    }
    expect(routeOfPath('/fr/accommodations/H-FR-CAS')).toEqual({
      language: 'fr',
      route: 'accommodations/detail',
      params: { code: 'H-FR-CAS' },
    });
    expect(routeOfPath('/fr/restaurants/2027-06-12/DINER')).toEqual({
      language: 'fr',
      route: 'restaurants/list',
      params: { date: '2027-06-12', type: 'DINER' },
    });
  });

  it('changes only the language segment of an address', () => {
    expect(withLanguage('/fr', 'en')).toBe('/en');
    expect(withLanguage('/fr/offers/category', 'es')).toBe('/es/offers/category');
    expect(withLanguage('/es/restaurants/2027-06-12/LUNCH', 'fr')).toBe(
      '/fr/restaurants/2027-06-12/LUNCH',
    );
  });
});
