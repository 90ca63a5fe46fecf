import {
  distributionLevels,
  type RoomDistribution,
} from '@sesame/domain/accommodation/distribution';
import type { Booking } from '@sesame/domain/booking/booking';
import { isPackageBooking } from '@sesame/domain/booking/package';
import type { Language } from '@sesame/domain/i18n/language';
import type { StaySearch } from './accommodation-query.ts';

/**
 * booking-funnel.md §7 and §9: the search of a booking's stay. The visitor's own distribution is
 * the one level tried; without one, the domain's levels (up to three) are. In completion mode the
 * order is the completion's, named by the partner header too. Null before the visit has a start
 * date, or for a visit without a night (§5, the duration error).
 */
export function staySearchOf(
  booking: Pick<
    Booking,
    'group' | 'startDate' | 'duration' | 'durationNight' | 'visitType' | 'offer' | 'isInCompletion'
  >,
  orderId: string | null,
  language: Language,
  chosenRooms: RoomDistribution[] | null,
): StaySearch | null {
  if (!booking.startDate || !hasNights(booking)) return null;
  const { adults, children, babies } = booking.group;
  return {
    language,
    group: { adults, children, babies },
    startDate: booking.startDate,
    duration: booking.duration,
    orderId,
    completionOrderId: booking.isInCompletion ? orderId : null,
    packageCode: isPackageBooking(booking) && booking.offer ? booking.offer.code : null,
    levels: chosenRooms ? [chosenRooms] : distributionLevels(booking.group),
  };
}

/**
 * Whether the visit has a night to sleep: its nights are a package's own, otherwise its days minus
 * one (`visitNights` of packages/domain/src/booking/package.ts).
 */
export function hasNights(booking: Pick<Booking, 'durationNight'>): boolean {
  return booking.durationNight > 0;
}
