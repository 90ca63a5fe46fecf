import type { Booking, Group } from '../booking/booking.ts';
import { isPackageBooking, usesPackageLayout } from '../booking/package.ts';
import { isChildOnlyOrDisabilityGroup } from '../booking/visitors.ts';
import type { Offer } from '../catalog/offer.ts';
import type { PlatformConfig } from '../platform/platform.ts';
import type { FunnelState } from './funnel-state.ts';
import type { Route } from './routes.ts';

export type StepperStep =
  | 'visitors'
  | 'offer'
  | 'date'
  | 'pass'
  | 'accommodation'
  | 'restaurants'
  | 'activities'
  | 'summary'
  | 'details'
  | 'payment';

export interface StepperEntry {
  step: StepperStep;
  number: number;
  route: Route;
}

export type StepState = 'active' | 'visited' | 'upcoming';

const STEP_ROUTES: Record<StepperStep, Route> = {
  visitors: 'start',
  offer: 'offers',
  date: 'duration',
  pass: 'pass',
  accommodation: 'accommodations',
  restaurants: 'restaurants',
  activities: 'activities',
  summary: 'summary',
  details: 'identification',
  payment: 'payment',
};

/** The routes that belong to a step without being its own page. */
const SUB_ROUTES: Partial<Record<Route, StepperStep>> = {
  'offers/category': 'offer',
  'accommodations/detail': 'accommodation',
  'accommodation-distribution': 'accommodation',
  'accommodation-repartition': 'accommodation',
  'restaurants/list': 'restaurants',
  'restaurants/detail': 'restaurants',
  'identification/signup': 'details',
  'identification/activation': 'details',
  'identification/account': 'details',
  'identification/password-reset': 'details',
};

/** Issue 11: after its choices, every booking goes through the summary, the visitor's details and payment. */
const CHECKOUT_STAGES: StepperStep[][] = [['summary'], ['details'], ['payment']];
const CHECKOUT_STEPS = CHECKOUT_STAGES.flat();
const EXTRAS: readonly StepperStep[] = ['pass', 'accommodation', 'restaurants', 'activities'];

/**
 * booking-funnel.md §2: each inner list is one number. In the package layout the spec numbers
 * accommodation 3, pass 4, restaurants 5, activities 6, so the offer and its dates are read as one
 * stage sharing number 2 (a package comes with its stay).
 */
const STAGES: Record<
  'offer' | 'date',
  { normal: StepperStep[][]; packageLayout: StepperStep[][] }
> = {
  offer: {
    normal: [
      ['visitors'],
      ['offer'],
      ['date'],
      ['pass'],
      ['accommodation'],
      ['restaurants'],
      ['activities'],
    ],
    packageLayout: [
      ['visitors'],
      ['offer', 'date'],
      ['accommodation'],
      ['pass'],
      ['restaurants'],
      ['activities'],
    ],
  },
  date: {
    normal: [
      ['visitors'],
      ['date'],
      ['offer'],
      ['pass'],
      ['accommodation'],
      ['restaurants'],
      ['activities'],
    ],
    packageLayout: [
      ['visitors'],
      ['date', 'offer'],
      ['accommodation'],
      ['pass'],
      ['restaurants'],
      ['activities'],
    ],
  },
};

/**
 * booking-funnel.md §2 and readings.md §2: the activities step needs the Christmas-activities
 * feature, an eligible offer and at least one child. Next-step uses the same predicate.
 */
export function isActivityStepShown(
  booking: { offer: Pick<Offer, 'code'> | null; group: Pick<Group, 'children'> },
  config: Pick<PlatformConfig, 'features' | 'christmasActivityOffers'>,
): boolean {
  return (
    config.features.christmasActivities &&
    booking.offer !== null &&
    config.christmasActivityOffers.includes(booking.offer.code) &&
    booking.group.children > 0
  );
}

/** The platform configuration's name of a step that may be disabled for an offer. */
const OFFER_DISABLABLE: Partial<Record<StepperStep, 'pass' | 'accommodations' | 'restaurants'>> = {
  pass: 'pass',
  accommodation: 'accommodations',
  restaurants: 'restaurants',
};

/**
 * booking-funnel.md §2 offers/category row: a step the platform disables for the chosen offer's
 * code (`disabledStepsByOffer`, e.g. no pass with the night show) is never reached, so it is not
 * shown either.
 */
function isDisabledForOffer(step: StepperStep, booking: Booking, config: PlatformConfig): boolean {
  const name = OFFER_DISABLABLE[step];
  if (!name || !booking.offer) return false;
  return config.disabledStepsByOffer[booking.offer.code]?.includes(name) ?? false;
}

/**
 * booking-funnel.md §2, which steps are shown (the rule shared by the stepper and next-step): the
 * feature rules, and not disabled for the chosen offer.
 */
export function isStepShown(step: StepperStep, booking: Booking, config: PlatformConfig): boolean {
  if (isDisabledForOffer(step, booking, config)) return false;
  const { features } = config;
  switch (step) {
    case 'pass':
      return features.pass;
    case 'accommodation':
      return features.accommodation && (!features.packageMode || isPackageBooking(booking));
    case 'restaurants':
      return features.restaurants;
    case 'activities':
      return isActivityStepShown(booking, config);
    default:
      return true;
  }
}

/**
 * booking-funnel.md §2 next-step rows: the pass leads to the accommodation list only when the visit
 * has nights; a package, and a visit without a pass step, reach it from the offer or its dates.
 */
function reachesAccommodation(booking: Booking, config: PlatformConfig): boolean {
  return (
    booking.durationNight > 0 ||
    usesPackageLayout(booking, config) ||
    !isStepShown('pass', booking, config)
  );
}

/** Whether the booking goes through a step: the choices it has, then the checkout. */
function isListed(step: StepperStep, booking: Booking, config: PlatformConfig): boolean {
  switch (step) {
    case 'visitors':
    case 'offer':
    case 'date':
    case 'summary':
    case 'details':
    case 'payment':
      return true;
    case 'accommodation':
      return isStepShown(step, booking, config) && reachesAccommodation(booking, config);
    default:
      return isStepShown(step, booking, config);
  }
}

/**
 * booking-funnel.md §2, stepper: the steps in the order of the track (no track: date order),
 * numbered without gaps; package layout for a package or the two Christmas offers. Child-only
 * and disability groups go from the offer to the summary (§6), so the extras are not listed.
 * Issue 11: every step this booking will go through, up to payment, so a 1-day visit lists no
 * accommodation.
 */
export function stepperSteps(
  booking: Booking,
  funnel: Pick<FunnelState, 'track'>,
  config: PlatformConfig,
): StepperEntry[] {
  const stages = STAGES[funnel.track ?? 'date'];
  const layout = usesPackageLayout(booking, config) ? stages.packageLayout : stages.normal;
  const special = isChildOnlyOrDisabilityGroup(booking.group);
  const shown = [...layout, ...CHECKOUT_STAGES]
    .map((stage) =>
      stage.filter(
        (step) => isListed(step, booking, config) && !(special && EXTRAS.includes(step)),
      ),
    )
    .filter((stage) => stage.length > 0);
  return shown.flatMap((stage, index) =>
    stage.map((step) => ({ step, number: index + 1, route: STEP_ROUTES[step] })),
  );
}

/** booking-funnel.md §2, stepper: the step a route belongs to, or null outside the stepper. */
export function stepOfRoute(route: Route): StepperStep | null {
  const own = (Object.keys(STEP_ROUTES) as StepperStep[]).find((s) => STEP_ROUTES[s] === route);
  return own ?? SUB_ROUTES[route] ?? null;
}

/**
 * Issue 11, over booking-funnel.md §2 (which hid it from the summary on): the stepper shows on
 * every page of one of its steps, up to payment; on the checkout's pages only while a basket is
 * booked, since identification also signs customers in outside a booking.
 */
export function isStepperShown(route: Route, booking: Pick<Booking, 'offer'>): boolean {
  const step = stepOfRoute(route);
  if (step === null) return false;
  return !CHECKOUT_STEPS.includes(step) || booking.offer !== null;
}

/** booking-funnel.md §2, stepper: active and visited states. */
export function stepState(
  step: StepperStep,
  activeRoute: Route | null,
  visited: readonly StepperStep[],
): StepState {
  if (activeRoute && stepOfRoute(activeRoute) === step) return 'active';
  return visited.includes(step) ? 'visited' : 'upcoming';
}
