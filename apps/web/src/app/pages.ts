import type { Route } from '@sesame/domain/funnel/routes';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The screens built so far, one lazily loaded chunk each: a visitor downloads the code of the
 * pages they open, when they open them. Every other route of `paths.ts` shows the 404 page
 * until its screen is added here.
 */
export const PAGES: Partial<Record<Route, LazyExoticComponent<ComponentType>>> = {
  start: lazy(() => import('../routes/start.tsx')),
  duration: lazy(() => import('../routes/duration.tsx')),
  offers: lazy(() => import('../routes/offers.tsx')),
  'offers/category': lazy(() => import('../routes/offers-category.tsx')),
  pass: lazy(() => import('../routes/pass.tsx')),
  activities: lazy(() => import('../routes/activities.tsx')),
  accommodations: lazy(() => import('../routes/accommodations.tsx')),
  'accommodations/detail': lazy(() => import('../routes/accommodation-detail.tsx')),
  'accommodation-distribution': lazy(() => import('../routes/accommodation-distribution.tsx')),
  'accommodation-repartition': lazy(() => import('../routes/accommodation-distribution.tsx')),
  restaurants: lazy(() => import('../routes/restaurants.tsx')),
  'restaurants/list': lazy(() => import('../routes/restaurants-list.tsx')),
  'restaurants/detail': lazy(() => import('../routes/restaurants-detail.tsx')),
  summary: lazy(() => import('../routes/summary.tsx')),
  identification: lazy(() => import('../routes/identification.tsx')),
  'identification/signup': lazy(() => import('../routes/identification-signup.tsx')),
  'identification/activation': lazy(() => import('../routes/identification-activation.tsx')),
  'identification/account': lazy(() => import('../routes/identification-account.tsx')),
  'identification/password-reset': lazy(
    () => import('../routes/identification-password-reset.tsx'),
  ),
  payment: lazy(() => import('../routes/payment.tsx')),
  confirmation: lazy(() => import('../routes/confirmation.tsx')),
  'accommodation-repartition/contacts': lazy(
    () => import('../routes/accommodation-repartition-contacts.tsx'),
  ),
  'accommodation-repartition/contacts-summary': lazy(
    () => import('../routes/accommodation-repartition-contacts-summary.tsx'),
  ),
  'accommodation-repartition/repartition-confirmation': lazy(
    () => import('../routes/accommodation-repartition-confirmation.tsx'),
  ),
  'mon-compte': lazy(() => import('../routes/account-visits.tsx')),
  'mon-compte/historique': lazy(() => import('../routes/account-history.tsx')),
  'mon-compte/resadetail': lazy(() => import('../routes/account-order.tsx')),
  'mon-compte/profil': lazy(() => import('../routes/account-profile.tsx')),
  'mon-compte/param': lazy(() => import('../routes/account-settings.tsx')),
  'mon-compte/mot-de-passe': lazy(() => import('../routes/account-password.tsx')),
  'mon-compte/suppression': lazy(() => import('../routes/account-deletion.tsx')),
  'newsletter/confirm': lazy(() => import('../routes/newsletter-confirm.tsx')),
  'newsletter/unsubscribe': lazy(() => import('../routes/newsletter-unsubscribe.tsx')),
  invitation: lazy(() => import('../routes/invitation.tsx')),
};

export function isBuilt(route: Route): boolean {
  return PAGES[route] !== undefined;
}
