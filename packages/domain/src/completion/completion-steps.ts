import type { Booking } from '../booking/booking.ts';
import { isChildOnlyOrDisabilityGroup } from '../booking/visitors.ts';
import type { Route } from '../funnel/routes.ts';
import { isStepShown, type StepperStep, stepOfRoute } from '../funnel/stepper.ts';
import type { PlatformConfig } from '../platform/platform.ts';
import { bookedProducts } from './already-booked.ts';
import { completionStayNights, hasBookedStay } from './completion-stay.ts';

/**
 * The funnel steps whose extras a completion order sells, in the funnel's order (booking-funnel.md
 * §2): passes, a hotel stay, meals and activities, each step with its page.
 */
export const COMPLETION_STEPS = {
  pass: 'pass',
  accommodation: 'accommodations',
  restaurants: 'restaurants',
  activities: 'activities',
} as const satisfies Partial<Record<StepperStep, Route>>;

type CompletionStep = keyof typeof COMPLETION_STEPS;
const ORDER = Object.keys(COMPLETION_STEPS) as CompletionStep[];

/** booking-funnel.md §2: what child-only and disability-profile groups skip (their guard). */
const SKIPPED_BY_SPECIAL_GROUPS: readonly CompletionStep[] = [
  'pass',
  'accommodation',
  'restaurants',
];

/**
 * checkout-and-account.md §4: a stay is added only to a ticket visit with nights (readings.md §6)
 * that has none yet, the park's or a partner's; a package's stay is part of it.
 */
function offersStay(booking: Booking, config: PlatformConfig): boolean {
  const nights = completionStayNights(
    { nights: booking.durationNight, offer: booking.offer },
    config,
  );
  return nights > 0 && !hasBookedStay(bookedProducts(booking));
}

/** booking-funnel.md §2: shown for the booking, and not a step the group's guard skips (§2, §6). */
function isOpen(step: CompletionStep, booking: Booking, config: PlatformConfig): boolean {
  if (SKIPPED_BY_SPECIAL_GROUPS.includes(step) && isChildOnlyOrDisabilityGroup(booking.group))
    return false;
  if (step === 'accommodation' && !offersStay(booking, config)) return false;
  return isStepShown(step, booking, config);
}

/** The first step open after `index` (from -1: the first of all), else the summary. */
function firstOpenAfter(index: number, booking: Booking, config: PlatformConfig): Route {
  const next = ORDER.slice(index + 1).find((step) => isOpen(step, booking, config));
  return next ? COMPLETION_STEPS[next] : 'summary';
}

/**
 * booking-funnel.md §4, completion mode: the step after `from` — the next completion step open
 * for this booking on this platform, else the summary (which shows only the new items). A step's
 * inner pages go as in the funnel (§2): a restaurant's page and the room distribution back to
 * their list; a day's restaurant list and a hotel's page on like their list.
 */
export function completionStepAfter(from: Route, booking: Booking, config: PlatformConfig): Route {
  if (from === 'restaurants/detail') return 'restaurants';
  if (from === 'accommodation-distribution' || from === 'accommodation-repartition')
    return 'accommodations';
  const step = stepOfRoute(from);
  return firstOpenAfter(ORDER.indexOf(step as CompletionStep), booking, config);
}

/** The first step of a completion: the first completion step open, else the summary. */
export function firstCompletionStep(booking: Booking, config: PlatformConfig): Route {
  return firstOpenAfter(-1, booking, config);
}
