import type { Route } from '@sesame/domain/funnel/routes';
import { type Page, page } from './lazy-page.tsx';

/**
 * booking-funnel.md §2's guard, which only these pages need (app/route-gate.tsx): here, it comes
 * in the chunk that each of them waits for, the one the server names in its `Link` header
 * (decision 43), rather than in a chunk of its own that a first render would wait for too.
 */
export { guard } from '@sesame/domain/funnel/guard';

/**
 * The screen of every route but the start page, one lazily loaded chunk each: a visitor downloads
 * the code of the pages they open, when they open them. The table itself loads with the first
 * such page (app/route-page.tsx): the start page is in the entry, and a first visit that opens on
 * it waits for none of this.
 */
export const PAGES: Record<Exclude<Route, 'start'>, Page> = {
  duration: page('duration', () => import('../routes/duration.tsx')),
  offers: page('offers', () => import('../routes/offers.tsx')),
  'offers/category': page('offers-category', () => import('../routes/offers-category.tsx')),
  pass: page('pass', () => import('../routes/pass.tsx')),
  activities: page('activities', () => import('../routes/activities.tsx')),
  accommodations: page('accommodations', () => import('../routes/accommodations.tsx')),
  'accommodations/detail': page(
    'accommodation-detail',
    () => import('../routes/accommodation-detail.tsx'),
  ),
  'accommodation-distribution': page(
    'accommodation-distribution',
    () => import('../routes/accommodation-distribution.tsx'),
  ),
  'accommodation-repartition': page(
    'accommodation-distribution',
    () => import('../routes/accommodation-distribution.tsx'),
  ),
  restaurants: page('restaurants', () => import('../routes/restaurants.tsx')),
  'restaurants/list': page('restaurants-list', () => import('../routes/restaurants-list.tsx')),
  'restaurants/detail': page(
    'restaurants-detail',
    () => import('../routes/restaurants-detail.tsx'),
  ),
  summary: page('summary', () => import('../routes/summary.tsx')),
  identification: page('identification', () => import('../routes/identification.tsx')),
  'identification/signup': page(
    'identification-signup',
    () => import('../routes/identification-signup.tsx'),
  ),
  'identification/activation': page(
    'identification-activation',
    () => import('../routes/identification-activation.tsx'),
  ),
  'identification/account': page(
    'identification-account',
    () => import('../routes/identification-account.tsx'),
  ),
  'identification/password-reset': page(
    'identification-password-reset',
    () => import('../routes/identification-password-reset.tsx'),
  ),
  payment: page('payment', () => import('../routes/payment.tsx')),
  confirmation: page('confirmation', () => import('../routes/confirmation.tsx')),
  'accommodation-repartition/contacts': page(
    'accommodation-repartition-contacts',
    () => import('../routes/accommodation-repartition-contacts.tsx'),
  ),
  'accommodation-repartition/contacts-summary': page(
    'accommodation-repartition-contacts-summary',
    () => import('../routes/accommodation-repartition-contacts-summary.tsx'),
  ),
  'accommodation-repartition/repartition-confirmation': page(
    'accommodation-repartition-confirmation',
    () => import('../routes/accommodation-repartition-confirmation.tsx'),
  ),
  'mon-compte': page('account-visits', () => import('../routes/account-visits.tsx')),
  'mon-compte/historique': page('account-history', () => import('../routes/account-history.tsx')),
  'mon-compte/resadetail': page('account-order', () => import('../routes/account-order.tsx')),
  'mon-compte/profil': page('account-profile', () => import('../routes/account-profile.tsx')),
  'mon-compte/param': page('account-settings', () => import('../routes/account-settings.tsx')),
  'mon-compte/mot-de-passe': page(
    'account-password',
    () => import('../routes/account-password.tsx'),
  ),
  'mon-compte/suppression': page(
    'account-deletion',
    () => import('../routes/account-deletion.tsx'),
  ),
  'newsletter/confirm': page(
    'newsletter-confirm',
    () => import('../routes/newsletter-confirm.tsx'),
  ),
  'newsletter/unsubscribe': page(
    'newsletter-unsubscribe',
    () => import('../routes/newsletter-unsubscribe.tsx'),
  ),
  invitation: page('invitation', () => import('../routes/invitation.tsx')),
  'not-found': page('not-found', () => import('../routes/not-found.tsx')),
};
