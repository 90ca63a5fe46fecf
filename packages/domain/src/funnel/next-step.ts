import type { Booking } from '../booking/booking.ts';
import { usesPackageLayout } from '../booking/package.ts';
import { isChildOnlyOrDisabilityGroup } from '../booking/visitors.ts';
import { isNightShowOffer } from '../catalog/night-show.ts';
import { hasParkRooms } from '../invitations/park-stay.ts';
import type { PlatformConfig } from '../platform/platform.ts';
import type { FunnelState } from './funnel-state.ts';
import type { Route } from './routes.ts';
import { isActivityStepShown, isStepShown } from './stepper.ts';

interface Situation {
  booking: Booking;
  funnel: FunnelState;
  config: PlatformConfig;
}

/** A row of the table: the first rule whose condition holds gives the next route. */
type Rule = readonly [when: (s: Situation) => boolean, next: Route];

const always = () => true;
const trackIs = (track: FunnelState['track']) => (s: Situation) => s.funnel.track === track;
const childOnlyOrDisability = (s: Situation) => isChildOnlyOrDisabilityGroup(s.booking.group);
const nightShow = (s: Situation) => isNightShowOffer(s.booking.offer);
// "Package" in the table orders accommodation before the pass, like the stepper's package layout.
const packageLayout = (s: Situation) => usesPackageLayout(s.booking, s.config);
const shown = (step: 'pass' | 'accommodation' | 'restaurants') => (s: Situation) =>
  isStepShown(step, s.booking, s.config);
const allOf =
  (...conditions: Array<(s: Situation) => boolean>) =>
  (s: Situation) =>
    conditions.every((c) => c(s));
const notDisabledForOffer = (step: 'pass' | 'accommodations' | 'restaurants') => (s: Situation) =>
  !(s.booking.offer && s.config.disabledStepsByOffer[s.booking.offer.code]?.includes(step));

const PACKAGE_TO_ACCOMMODATIONS: Rule = [
  allOf(packageLayout, shown('accommodation')),
  'accommodations',
];
/**
 * The restaurant list's row: activities when shown, else summary. docs/spec-readings.md: the rows
 * that end on "else summary" once restaurants are not shown (feature off or disabled for the offer)
 * end here too, so that the activities step is reached on a platform without restaurants.
 */
const AFTER_RESTAURANTS: readonly Rule[] = [
  [(s) => isActivityStepShown(s.booking, s.config), 'activities'],
  [always, 'summary'],
];
const FIRST_ACTIVE_EXTRA: readonly Rule[] = [
  [shown('pass'), 'pass'],
  [shown('accommodation'), 'accommodations'],
  [shown('restaurants'), 'restaurants'],
  ...AFTER_RESTAURANTS,
];

/**
 * booking-funnel.md §2 next-step table and checkout-and-account.md §2 next steps, one entry per
 * row. Readings of ours: the offers row also sends a package to accommodations, as the duration
 * and category rows do, so that a package never sees the pass before its hotel; the pass row does
 * not send a package-layout visit back to accommodations (it comes from there). The
 * identification rows are not in the spec tables: identification leads to payment.
 */
const NEXT_STEP: Partial<Record<Route, readonly Rule[]>> = {
  start: [
    [trackIs('offer'), 'offers'],
    [trackIs('date'), 'duration'],
    [always, 'offers'],
  ],
  offers: [
    [trackIs('offer'), 'duration'],
    [childOnlyOrDisability, 'summary'],
    [nightShow, 'offers/category'],
    PACKAGE_TO_ACCOMMODATIONS,
    ...FIRST_ACTIVE_EXTRA,
  ],
  duration: [
    [trackIs('date'), 'offers'],
    [childOnlyOrDisability, 'summary'],
    [nightShow, 'offers/category'],
    PACKAGE_TO_ACCOMMODATIONS,
    ...FIRST_ACTIVE_EXTRA,
  ],
  'offers/category': [
    PACKAGE_TO_ACCOMMODATIONS,
    [allOf(shown('pass'), notDisabledForOffer('pass')), 'pass'],
    [allOf(shown('accommodation'), notDisabledForOffer('accommodations')), 'accommodations'],
    [allOf(shown('restaurants'), notDisabledForOffer('restaurants')), 'restaurants'],
    ...AFTER_RESTAURANTS,
  ],
  pass: [
    [
      (s) =>
        s.booking.durationNight > 0 &&
        isStepShown('accommodation', s.booking, s.config) &&
        s.booking.bookingAccommodation === null &&
        !packageLayout(s),
      'accommodations',
    ],
    [shown('restaurants'), 'restaurants'],
    ...AFTER_RESTAURANTS,
  ],
  accommodations: [
    [allOf(packageLayout, shown('pass')), 'pass'],
    [shown('restaurants'), 'restaurants'],
    ...AFTER_RESTAURANTS,
  ],
  'accommodations/detail': [
    [allOf(packageLayout, (s) => s.booking.offer?.kind !== 'nightShow', shown('pass')), 'pass'],
    [shown('restaurants'), 'restaurants'],
    ...AFTER_RESTAURANTS,
  ],
  // Ours: the room distribution is a part of the accommodation list, searched with it.
  'accommodation-distribution': [[always, 'accommodations']],
  'accommodation-repartition': [[always, 'accommodations']],
  restaurants: AFTER_RESTAURANTS,
  'restaurants/list': AFTER_RESTAURANTS,
  'restaurants/detail': [[always, 'restaurants']],
  activities: [[always, 'summary']],
  summary: [[always, 'identification']],
  identification: [[always, 'payment']],
  'identification/account': [[always, 'payment']],
  'identification/signup': [[always, 'identification/activation']],
  'identification/activation': [[always, 'identification']],
  payment: [
    [(s) => hasParkRooms(s.booking), 'accommodation-repartition/contacts'],
    [always, 'confirmation'],
  ],
  'accommodation-repartition/contacts': [[always, 'accommodation-repartition/contacts-summary']],
  'accommodation-repartition/contacts-summary': [
    [always, 'accommodation-repartition/repartition-confirmation'],
  ],
  'accommodation-repartition/repartition-confirmation': [[always, 'mon-compte']],
  confirmation: [[always, 'mon-compte']],
};

/** booking-funnel.md §2 next-step rules and checkout-and-account.md §2; unknown → start. */
export function nextStep(
  from: Route,
  booking: Booking,
  funnel: FunnelState,
  config: PlatformConfig,
): Route {
  const situation = { booking, funnel, config };
  const rule = NEXT_STEP[from]?.find(([when]) => when(situation));
  return rule ? rule[1] : 'start';
}
