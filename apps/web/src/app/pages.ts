import type { Route } from '@sesame/domain/funnel/routes';
import { type ComponentType, lazy } from 'react';
import { i18n, loadCatalogue } from '../lib/i18n.ts';
import Start from '../routes/start.tsx';

/**
 * A page loaded with the whole catalogue of the language: the site's first render had only the
 * texts of the app shell and the start page (lib/i18n.ts), and no page shows a text's key.
 */
function page(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadCatalogue(i18n.language)]);
    return module;
  });
}

/**
 * The screens built so far, one lazily loaded chunk each but the start page: a visitor downloads
 * the code of the pages they open, when they open them. Every other route of `paths.ts` shows the 404 page
 * until its screen is added here.
 */
export const PAGES: Partial<Record<Route, ComponentType>> = {
  // Part of the entry, shown from the first part of the catalogue: a first visit waits for no
  // page chunk and no other page's texts.
  start: Start,
  duration: page(() => import('../routes/duration.tsx')),
  offers: page(() => import('../routes/offers.tsx')),
  'offers/category': page(() => import('../routes/offers-category.tsx')),
  pass: page(() => import('../routes/pass.tsx')),
  activities: page(() => import('../routes/activities.tsx')),
  accommodations: page(() => import('../routes/accommodations.tsx')),
  'accommodations/detail': page(() => import('../routes/accommodation-detail.tsx')),
  'accommodation-distribution': page(() => import('../routes/accommodation-distribution.tsx')),
  'accommodation-repartition': page(() => import('../routes/accommodation-distribution.tsx')),
  restaurants: page(() => import('../routes/restaurants.tsx')),
  'restaurants/list': page(() => import('../routes/restaurants-list.tsx')),
  'restaurants/detail': page(() => import('../routes/restaurants-detail.tsx')),
  summary: page(() => import('../routes/summary.tsx')),
  identification: page(() => import('../routes/identification.tsx')),
  'identification/signup': page(() => import('../routes/identification-signup.tsx')),
  'identification/activation': page(() => import('../routes/identification-activation.tsx')),
  'identification/account': page(() => import('../routes/identification-account.tsx')),
  'identification/password-reset': page(
    () => import('../routes/identification-password-reset.tsx'),
  ),
  payment: page(() => import('../routes/payment.tsx')),
  confirmation: page(() => import('../routes/confirmation.tsx')),
  'accommodation-repartition/contacts': page(
    () => import('../routes/accommodation-repartition-contacts.tsx'),
  ),
  'accommodation-repartition/contacts-summary': page(
    () => import('../routes/accommodation-repartition-contacts-summary.tsx'),
  ),
  'accommodation-repartition/repartition-confirmation': page(
    () => import('../routes/accommodation-repartition-confirmation.tsx'),
  ),
  'mon-compte': page(() => import('../routes/account-visits.tsx')),
  'mon-compte/historique': page(() => import('../routes/account-history.tsx')),
  'mon-compte/resadetail': page(() => import('../routes/account-order.tsx')),
  'mon-compte/profil': page(() => import('../routes/account-profile.tsx')),
  'mon-compte/param': page(() => import('../routes/account-settings.tsx')),
  'mon-compte/mot-de-passe': page(() => import('../routes/account-password.tsx')),
  'mon-compte/suppression': page(() => import('../routes/account-deletion.tsx')),
  'newsletter/confirm': page(() => import('../routes/newsletter-confirm.tsx')),
  'newsletter/unsubscribe': page(() => import('../routes/newsletter-unsubscribe.tsx')),
  invitation: page(() => import('../routes/invitation.tsx')),
};

export const NotFound = page(() => import('../routes/not-found.tsx'));

export function isBuilt(route: Route): boolean {
  return PAGES[route] !== undefined;
}
