import { isNightShowOffer } from '../catalog/night-show.ts';
import type { Booking } from './booking.ts';
import { isChildOnlyOrDisabilityGroup } from './visitors.ts';

/**
 * readings.md §3: the show date of the booking. Child-only and disability-profile groups never
 * see offers/category, so their show date is the visit date unless one was chosen.
 */
export function effectiveShowDate(
  booking: Pick<Booking, 'offer' | 'group' | 'startDate' | 'bookingEvent'>,
): string | null {
  if (!isNightShowOffer(booking.offer)) return null;
  if (booking.bookingEvent.date) return booking.bookingEvent.date;
  return isChildOnlyOrDisabilityGroup(booking.group) ? booking.startDate : null;
}
