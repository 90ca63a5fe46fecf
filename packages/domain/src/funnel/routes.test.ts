import { describe, expect, it } from 'vitest';
import {
  allowedQuery,
  isChoiceStep,
  isHeaderShown,
  isRoute,
  keepsPaidBooking,
  ROUTES,
  type Route,
  routeOfPath,
} from './routes.ts';

const HEADER_HIDDEN: Route[] = [
  'summary',
  'confirmation',
  'identification/account',
  'mon-compte',
  'mon-compte/historique',
  'mon-compte/profil',
  'mon-compte/param',
  'mon-compte/mot-de-passe',
  'mon-compte/resadetail',
  'mon-compte/suppression',
];

const CHOICE_STEPS: Route[] = [
  'start',
  'duration',
  'offers',
  'offers/category',
  'pass',
  'activities',
  'accommodations',
  'accommodations/detail',
  'accommodation-distribution',
  'accommodation-repartition',
  'restaurants',
  'restaurants/list',
  'restaurants/detail',
];

describe('isChoiceStep', () => {
  it.each(ROUTES.map((route) => [route, CHOICE_STEPS.includes(route)] as const))(
    '%s: %s',
    (route, choice) => {
      expect(isChoiceStep(route)).toBe(choice);
    },
  );
});

describe('isHeaderShown', () => {
  it.each(ROUTES.map((route) => [route, !HEADER_HIDDEN.includes(route)] as const))(
    '%s: %s',
    (route, shown) => {
      expect(isHeaderShown(route)).toBe(shown);
    },
  );
});

describe('allowedQuery', () => {
  it.each<[Route, Record<string, string>, Record<string, string>]>([
    ['start', { track: 'offer', group: '4', utm: 'x' }, { track: 'offer', group: '4' }],
    ['identification', { context: 'tunnel', next: '/evil' }, { context: 'tunnel' }],
    ['identification/signup', { context: 'tunnel' }, { context: 'tunnel' }],
    ['identification/account', { context: 'tunnel' }, { context: 'tunnel' }],
    ['payment', { error: 'declined', paymentId: 'p-1' }, { error: 'declined' }],
    ['confirmation', { paymentId: 'p-1', error: 'declined' }, { paymentId: 'p-1' }],
    ['offers', { track: 'offer' }, {}],
    ['summary', {}, {}],
    ['mon-compte/resadetail', { id: 'o-1', track: 'offer' }, { id: 'o-1' }],
  ])('%s keeps only its parameters', (route, params, expected) => {
    expect(allowedQuery(route, params)).toEqual(expected);
  });
});

describe('isRoute', () => {
  it.each([
    ['offers/category', true],
    ['mon-compte/profil', true],
    ['admin', false],
    ['', false],
  ])('%j: %s', (value, expected) => {
    expect(isRoute(value)).toBe(expected);
  });
});

describe('routeOfPath', () => {
  it.each<[string, ReturnType<typeof routeOfPath>]>([
    ['/fr', { language: 'fr', route: 'start', params: {} }],
    ['/en/', { language: 'en', route: 'start', params: {} }],
    ['/es/offers', { language: 'es', route: 'offers', params: {} }],
    ['/fr/summary/', { language: 'fr', route: 'summary', params: {} }],
    ['/fr/offers/category', { language: 'fr', route: 'offers/category', params: {} }],
    ['/fr/mon-compte/profil', { language: 'fr', route: 'mon-compte/profil', params: {} }],
    [
      '/fr/accommodations/H-FR-CAS',
      { language: 'fr', route: 'accommodations/detail', params: { code: 'H-FR-CAS' } },
    ],
    [
      '/fr/restaurants/2027-06-12/DINER',
      { language: 'fr', route: 'restaurants/list', params: { date: '2027-06-12', type: 'DINER' } },
    ],
    [
      '/en/restaurants/2027-06-12/LUNCH/R-FR-BAN',
      {
        language: 'en',
        route: 'restaurants/detail',
        params: { date: '2027-06-12', type: 'LUNCH', code: 'R-FR-BAN' },
      },
    ],
    [
      '/fr/restaurants/2027-06-12/LUNCH/R-FR-BAN/more',
      { language: 'fr', route: 'not-found', params: {} },
    ],
    ['/fr/accommodations//', { language: 'fr', route: 'accommodations', params: {} }],
    [
      '/es/accommodation-distribution',
      { language: 'es', route: 'accommodation-distribution', params: {} },
    ],
    [
      '/en/accommodation-repartition',
      { language: 'en', route: 'accommodation-repartition', params: {} },
    ],
    ['/es/newsletter/confirm', { language: 'es', route: 'newsletter/confirm', params: {} }],
    ['/en/newsletter/unsubscribe', { language: 'en', route: 'newsletter/unsubscribe', params: {} }],
    ['/fr/newsletter', { language: 'fr', route: 'not-found', params: {} }],
    ['/fr/no-such-page', { language: 'fr', route: 'not-found', params: {} }],
    ['/fr/not-found', { language: 'fr', route: 'not-found', params: {} }],
    ['/fr/offers/unknown', { language: 'fr', route: 'not-found', params: {} }],
    [
      '/fr/accommodations/H%20FR',
      { language: 'fr', route: 'accommodations/detail', params: { code: 'H FR' } },
    ],
    ['/fr/accommodations/%E0%A4%A', { language: 'fr', route: 'not-found', params: {} }],
    ['/fr/OFFERS', { language: 'fr', route: 'not-found', params: {} }],
    ['/offers', null],
    ['/FR/offers', null],
    ['/de/offers', null],
    ['/', null],
  ])('%s', (pathname, expected) => {
    expect(routeOfPath(pathname)).toEqual(expected);
  });
});

describe('keepsPaidBooking (checkout-and-account.md §4, readings.md §7)', () => {
  it.each<[Route, boolean]>([
    ['confirmation', true],
    ['accommodation-repartition/contacts', true],
    ['accommodation-repartition/contacts-summary', true],
    ['accommodation-repartition/repartition-confirmation', true],
    ['accommodation-repartition', false],
    ['payment', false],
    ['mon-compte', false],
    ['start', false],
  ])('%s → %s', (route, keeps) => {
    expect(keepsPaidBooking(route)).toBe(keeps);
  });
});
