import { tzOffset } from '@date-fns/tz/tzOffset';

const PARIS = 'Europe/Paris';
const HOUR = 3_600_000;

/**
 * booking-funnel.md §5 and §9: the first visit day whose restaurants can still be booked online
 * (`restaurantBookingStartISO`), `hoursInAdvance` after `now` on the wall clocks of Paris. The
 * hours are counted on the wall clock, so that 72 hours are always 3 calendar days: a daylight-
 * saving change never closes a day an hour early or keeps it open an hour late (decision 28).
 */
export function restaurantBookingStart(now: Date, hoursInAdvance: number): string {
  const parisWallClock = now.getTime() + tzOffset(PARIS, now) * 60_000;
  return new Date(parisWallClock + hoursInAdvance * HOUR).toISOString().slice(0, 10);
}

/** booking-funnel.md §5: restaurants cannot be booked online fewer than 3 days before the visit. */
export function isRestaurantBookingOpen(
  visitDate: string,
  now: Date,
  hoursInAdvance: number,
): boolean {
  return visitDate >= restaurantBookingStart(now, hoursInAdvance);
}
