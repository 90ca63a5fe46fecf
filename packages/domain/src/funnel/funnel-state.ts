import type { Booking, Group } from '../booking/booking.ts';
import { setDates, setGroup } from '../booking/transitions.ts';
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
 * booking-funnel.md §4, track: only date, offer or null are accepted. Track offer without a start
 * date starts the visit on `today` (the caller passes parisToday(now)).
 */
export function setTrack(
  funnel: FunnelState,
  booking: Booking,
  value: unknown,
  today: string,
): { funnel: FunnelState; booking: Booking } {
  if (!isTrack(value)) return { funnel, booking };
  const dated = value === 'offer' && !booking.startDate;
  return {
    funnel: { ...funnel, track: value },
    booking: dated ? setDates(booking, today, booking.duration) : booking,
  };
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
