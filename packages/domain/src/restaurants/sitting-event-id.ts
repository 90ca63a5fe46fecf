import { SITTING_TIME } from './restaurant-rules.ts';

/** A sitting of a restaurant: the day and start time of a service. */
export interface Sitting {
  code: string;
  date: string;
  time: string;
}

const EVENT_ID = /^(.+)-(\d{4}-\d{2}-\d{2})-(\d{2}:\d{2})$/;

/**
 * booking-funnel.md §3, a service's `eventId`: the restaurant's code, the day and the start time
 * (`R-FR-BAN-2027-06-12-18:30`), which is also the sitting's stock code. One sitting, one id.
 */
export function sittingEventId({ code, date, time }: Sitting): string {
  return `${code}-${date}-${time}`;
}

/** The sitting an eventId names; null when it names none. */
export function sittingOf(eventId: string): Sitting | null {
  const match = EVENT_ID.exec(eventId);
  if (!match) return null;
  const [, code = '', date = '', time = ''] = match;
  return SITTING_TIME.test(time) ? { code, date, time } : null;
}
