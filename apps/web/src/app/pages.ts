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
};

export function isBuilt(route: Route): boolean {
  return PAGES[route] !== undefined;
}
