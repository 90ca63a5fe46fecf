import { describe, expect, it } from 'vitest';
import {
  allowedQuery,
  isChoiceStep,
  isHeaderShown,
  isRoute,
  isStepperShown,
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

const STEPPER_HIDDEN: Route[] = [
  'summary',
  'confirmation',
  'restaurants/detail',
  'accommodations/detail',
  'accommodation-distribution',
  'accommodation-repartition',
  'identification',
  'identification/signup',
  'identification/activation',
  'identification/account',
  'identification/password-reset',
  'payment',
  'mon-compte',
  'mon-compte/historique',
  'mon-compte/profil',
  'mon-compte/param',
  'mon-compte/mot-de-passe',
  'mon-compte/resadetail',
  'mon-compte/suppression',
  'accommodation-repartition/contacts',
  'accommodation-repartition/contacts-summary',
  'accommodation-repartition/repartition-confirmation',
  'newsletter/confirm',
  'newsletter/unsubscribe',
  'invitation',
  'not-found',
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

describe('isStepperShown', () => {
  it.each(ROUTES.map((route) => [route, !STEPPER_HIDDEN.includes(route)] as const))(
    '%s: %s',
    (route, shown) => {
      expect(isStepperShown(route)).toBe(shown);
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
    ['/fr', { language: 'fr', route: 'start' }],
    ['/en/', { language: 'en', route: 'start' }],
    ['/es/offers', { language: 'es', route: 'offers' }],
    ['/fr/summary/', { language: 'fr', route: 'summary' }],
    ['/fr/offers/category', { language: 'fr', route: 'offers/category' }],
    ['/fr/mon-compte/profil', { language: 'fr', route: 'mon-compte/profil' }],
    ['/fr/accommodations/H-FR-CAS', { language: 'fr', route: 'accommodations/detail' }],
    ['/fr/restaurants/2027-06-12/DINER', { language: 'fr', route: 'restaurants/list' }],
    ['/en/restaurants/2027-06-12/LUNCH/R-FR-BAN', { language: 'en', route: 'restaurants/detail' }],
    ['/fr/restaurants/2027-06-12/LUNCH/R-FR-BAN/more', { language: 'fr', route: 'not-found' }],
    ['/fr/accommodations//', { language: 'fr', route: 'accommodations' }],
    ['/es/accommodation-distribution', { language: 'es', route: 'accommodation-distribution' }],
    ['/en/accommodation-repartition', { language: 'en', route: 'accommodation-repartition' }],
    ['/es/newsletter/confirm', { language: 'es', route: 'newsletter/confirm' }],
    ['/en/newsletter/unsubscribe', { language: 'en', route: 'newsletter/unsubscribe' }],
    ['/fr/newsletter', { language: 'fr', route: 'not-found' }],
    ['/fr/no-such-page', { language: 'fr', route: 'not-found' }],
    ['/fr/not-found', { language: 'fr', route: 'not-found' }],
    ['/fr/offers/unknown', { language: 'fr', route: 'not-found' }],
    ['/fr/OFFERS', { language: 'fr', route: 'not-found' }],
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
