import type { Booking } from '../booking/booking.ts';
import { isChildOnlyOrDisabilityGroup } from '../booking/visitors.ts';
import type { Route } from '../funnel/routes.ts';
import { isStepShown, type StepperStep } from '../funnel/stepper.ts';
import type { PlatformConfig } from '../platform/platform.ts';

/**
 * The funnel steps whose extras a completion order sells, in the funnel's order: passes, meals
 * and activities. Hotel nights join this list once saveCompletionBasket sells their lines; until
 * then a completion never leads to them, so nothing chosen there could be left unsold.
 */
export const COMPLETION_STEPS = [
  'pass',
  'restaurants',
  'activities',
] as const satisfies readonly (Route & StepperStep)[];

type CompletionStep = (typeof COMPLETION_STEPS)[number];

/** booking-funnel.md §2: what child-only and disability-profile groups skip (their guard). */
const SKIPPED_BY_SPECIAL_GROUPS: readonly CompletionStep[] = ['pass', 'restaurants'];

/** booking-funnel.md §2: shown for the booking, and not a step the group's guard skips (§2, §6). */
function isOpen(step: CompletionStep, booking: Booking, config: PlatformConfig): boolean {
  if (SKIPPED_BY_SPECIAL_GROUPS.includes(step) && isChildOnlyOrDisabilityGroup(booking.group))
    return false;
  return isStepShown(step, booking, config);
}

/**
 * booking-funnel.md §4, completion mode: the step after `from` — the next completion step open
 * for this booking on this platform, else the summary (which shows only the new items). The
 * restaurant pages go as in the funnel (§2): a restaurant's page back to the list, a day's list on
 * like the list.
 */
export function completionStepAfter(from: Route, booking: Booking, config: PlatformConfig): Route {
  if (from === 'restaurants/detail') return 'restaurants';
  const step = from === 'restaurants/list' ? 'restaurants' : from;
  const index = COMPLETION_STEPS.indexOf(step as CompletionStep);
  const later = COMPLETION_STEPS.slice(index + 1);
  return later.find((next) => isOpen(next, booking, config)) ?? 'summary';
}

/** The first step of a completion: the first completion step open, else the summary. */
export function firstCompletionStep(booking: Booking, config: PlatformConfig): Route {
  return COMPLETION_STEPS.find((step) => isOpen(step, booking, config)) ?? 'summary';
}
