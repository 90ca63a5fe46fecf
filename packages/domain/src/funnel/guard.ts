import type { Booking } from '../booking/booking.ts';
import { effectiveShowDate } from '../booking/show-date.ts';
import { isChildOnlyOrDisabilityGroup, payingVisitors } from '../booking/visitors.ts';
import { isNightShowOffer } from '../catalog/night-show.ts';
import { hasParkRooms } from '../invitations/park-stay.ts';
import type { PlatformConfig } from '../platform/platform.ts';
import type { FunnelState } from './funnel-state.ts';
import { CHOICE_STEPS, isAccountRoute, isRepartitionStep, type Route } from './routes.ts';

export interface GuardContext {
  booking: Booking;
  funnel: FunnelState;
  config: PlatformConfig;
  /** The visitor identified at checkout: a guest gives an e-mail, a customer logs in. */
  customer: { email: string; isLoggedIn: boolean } | null;
  /** Whether the page already holds the list a detail page opens from (absent: not loaded). */
  loadedLists?: { accommodations?: boolean; restaurants?: boolean };
}

/** The funnel routes that need a basket in progress (identification and account do not). */
const BASKET_ROUTES: readonly Route[] = [
  ...CHOICE_STEPS.filter((route) => route !== 'start'),
  'summary',
  'payment',
  'confirmation',
];

/** Routes that come after the seat category, so they need the show date of a night show. */
const AFTER_CATEGORY: readonly Route[] = BASKET_ROUTES.filter(
  (r) => r !== 'duration' && r !== 'offers' && r !== 'offers/category',
);

/** booking-funnel.md §2: what child-only and disability-profile groups skip. */
const SKIPPED_BY_SPECIAL_GROUPS: readonly Route[] = [
  'offers/category',
  'pass',
  'accommodations',
  'accommodations/detail',
  'accommodation-distribution',
  'accommodation-repartition',
  'restaurants',
  'restaurants/list',
  'restaurants/detail',
];

/**
 * Routes before the date (or the offer) in the visitor's track need neither: track offer picks
 * the offer before the date, so offers may be reached without a start date.
 */
function comesAfter(
  step: 'duration' | 'offers',
  route: Route,
  track: FunnelState['track'],
): boolean {
  const [first, second] = track === 'offer' ? ['offers', 'duration'] : ['duration', 'offers'];
  if (!BASKET_ROUTES.includes(route) || route === step) return false;
  return !(step === second && route === first);
}

type Guard = (route: Route, ctx: GuardContext) => Route | null;

/** The guard list of booking-funnel.md §2 (and checkout-and-account.md §2, §6), in its order. */
const GUARDS: readonly Guard[] = [
  // No group size: the start page. readings.md §12: the default 2 adults are no group until the
  // start page was confirmed (or a valid group-size query parameter was given).
  (route, { booking, funnel }) =>
    BASKET_ROUTES.includes(route) && (!funnel.groupChosen || payingVisitors(booking.group) === 0)
      ? 'start'
      : null,
  // No start date: duration.
  (route, { booking, funnel }) =>
    comesAfter('duration', route, funnel.track) && !booking.startDate ? 'duration' : null,
  // Track offer, or a date with no chosen offer: offers.
  (route, { booking, funnel }) =>
    comesAfter('offers', route, funnel.track) && !booking.offer ? 'offers' : null,
  // Night-show offer without a show date: offers/category (readings.md §3: child-only and
  // disability groups have the visit date as show date, so they are never sent there).
  (route, { booking }) =>
    AFTER_CATEGORY.includes(route) && isNightShowOffer(booking.offer) && !effectiveShowDate(booking)
      ? 'offers/category'
      : null,
  // Children without adults, or the disability profile: those steps go to the summary.
  (route, { booking }) =>
    SKIPPED_BY_SPECIAL_GROUPS.includes(route) && isChildOnlyOrDisabilityGroup(booking.group)
      ? 'summary'
      : null,
  // Details without a loaded list or a selection: back to the list.
  (route, { booking, loadedLists }) =>
    route === 'accommodations/detail' &&
    !loadedLists?.accommodations &&
    !booking.bookingAccommodation
      ? 'accommodations'
      : null,
  (route, { booking, loadedLists }) =>
    route === 'restaurants/detail' && !loadedLists?.restaurants && booking.restaurants.length === 0
      ? 'restaurants'
      : null,
  // Payment without a customer e-mail or login: identification (summary for those groups).
  (route, { booking, customer }) => {
    if (route !== 'payment' || customer?.email) return null;
    return isChildOnlyOrDisabilityGroup(booking.group) ? 'summary' : 'identification';
  },
  // Confirmation without a paid booking: where the basket is incomplete, else the summary.
  (route, { booking }) => {
    if (route !== 'confirmation' || booking.bookingPaid) return null;
    if (isChildOnlyOrDisabilityGroup(booking.group)) return 'summary';
    if (isNightShowOffer(booking.offer) && !effectiveShowDate(booking)) return 'offers/category';
    if (booking.complementaries.some((c) => c.dates.length === 0)) return 'pass';
    return 'summary';
  },
  // Account pages need a login (checkout-and-account.md §6).
  (route, { customer }) =>
    isAccountRoute(route) && !customer?.isLoggedIn ? 'identification' : null,
  // The distribution contacts (checkout-and-account.md §2, §6; ours): a paid park-hotel stay's
  // main contact, signed in, invites; a guest who paid keeps the confirmation; without such a
  // stay, the account.
  (route, { booking, customer }) => {
    if (!isRepartitionStep(route)) return null;
    if (!booking.bookingPaid || !hasParkRooms(booking)) return 'mon-compte';
    return customer?.isLoggedIn ? null : 'confirmation';
  },
];

/**
 * booking-funnel.md §2 navigation guard: where to send a visitor who opens `route`, or null to
 * render it. One function, in the spec's order; no redirect leads to a route that sends back.
 */
export function guard(route: Route, ctx: GuardContext): Route | null {
  for (const check of GUARDS) {
    const redirect = check(route, ctx);
    if (redirect) return redirect;
  }
  return null;
}
