import type { Route } from './routes.ts';

/**
 * booking-funnel.md §2 and checkout-and-account.md §2: the module of `apps/web/src/routes/` that
 * shows each route, as `apps/web/src/app/pages.ts` loads it. The web build names a page's chunk
 * and its texts after it (`routes/summary.tsx`, `fr.json?page=summary`), and the server names
 * them to the browser with the page (decision 43). One module shows both room distributions.
 */
export const PAGE_MODULES = {
  start: 'start',
  duration: 'duration',
  offers: 'offers',
  'offers/category': 'offers-category',
  pass: 'pass',
  activities: 'activities',
  accommodations: 'accommodations',
  'accommodations/detail': 'accommodation-detail',
  'accommodation-distribution': 'accommodation-distribution',
  'accommodation-repartition': 'accommodation-distribution',
  restaurants: 'restaurants',
  'restaurants/list': 'restaurants-list',
  'restaurants/detail': 'restaurants-detail',
  summary: 'summary',
  identification: 'identification',
  'identification/signup': 'identification-signup',
  'identification/activation': 'identification-activation',
  'identification/account': 'identification-account',
  'identification/password-reset': 'identification-password-reset',
  payment: 'payment',
  confirmation: 'confirmation',
  'accommodation-repartition/contacts': 'accommodation-repartition-contacts',
  'accommodation-repartition/contacts-summary': 'accommodation-repartition-contacts-summary',
  'accommodation-repartition/repartition-confirmation': 'accommodation-repartition-confirmation',
  'mon-compte': 'account-visits',
  'mon-compte/historique': 'account-history',
  'mon-compte/profil': 'account-profile',
  'mon-compte/param': 'account-settings',
  'mon-compte/mot-de-passe': 'account-password',
  'mon-compte/resadetail': 'account-order',
  'mon-compte/suppression': 'account-deletion',
  'newsletter/confirm': 'newsletter-confirm',
  'newsletter/unsubscribe': 'newsletter-unsubscribe',
  invitation: 'invitation',
  'not-found': 'not-found',
} as const satisfies Record<Route, string>;
