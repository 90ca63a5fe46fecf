import type { Booking, Group } from '../booking/booking.ts';
import { setGroup } from '../booking/transitions.ts';
import type { Route } from './routes.ts';

/** booking-funnel.md §3: the path the visitor took from the start page. */
export type Track = 'date' | 'offer';

/** booking-funnel.md §3, funnel state. */
export interface FunnelState {
  track: Track | null;
  activeStep: Route | null;
  stopCommunication: boolean;
  /**
   * readings.md §12: the visitor confirmed the start page (or gave a valid group-size query
   * parameter). The booking's default group (2 adults) is not a choice.
   */
  groupChosen: boolean;
}

/** booking-funnel.md §3: the funnel state before the visitor chose anything. */
export const DEFAULT_FUNNEL_STATE: Readonly<FunnelState> = Object.freeze({
  track: null,
  activeStep: null,
  stopCommunication: false,
  groupChosen: false,
});

/** booking-funnel.md §4, track: whether a value is an accepted track (date, offer or null). */
export function isTrack(value: unknown): value is Track | null {
  return value === 'date' || value === 'offer' || value === null;
}

/**
 * booking-funnel.md §4, track: only date, offer or null are accepted. readings.md §11: track offer
 * chooses the offer before any date, so the Paris-today rule gives the purchase date and the day
 * the offer's calendar opens on, never the booking's start date: the offers step lists what the
 * group can buy over the sales calendar, not what a closed "today" sells.
 */
export function setTrack(funnel: FunnelState, value: unknown): FunnelState {
  return isTrack(value) ? { ...funnel, track: value } : funnel;
}

/** booking-funnel.md §4, track: the active step is set only when truthy. */
export function setActiveStep(funnel: FunnelState, step: Route | null | undefined): FunnelState {
  return step ? { ...funnel, activeStep: step } : funnel;
}

/**
 * readings.md §12: the start page was confirmed, or a valid group-size query parameter was given:
 * the group is set and counts as chosen, so the "no group size" guard lets the visitor on.
 */
export function chooseGroup(
  funnel: FunnelState,
  booking: Booking,
  group: Group,
): { funnel: FunnelState; booking: Booking } {
  return { funnel: { ...funnel, groupChosen: true }, booking: setGroup(booking, group) };
}
