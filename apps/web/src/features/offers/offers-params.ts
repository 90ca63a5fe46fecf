import type { Booking } from '@sesame/domain/booking/booking';
import { isPackageBooking } from '@sesame/domain/booking/package';
import type { OffersParams } from './offers-query.ts';

/** What the offers of a booking are asked with: its group and its visit from `startDate`. */
export function offersParams(
  booking: Booking,
  startDate: string | null,
  context: Pick<OffersParams, 'language' | 'purchaseDate' | 'track'>,
): OffersParams {
  return {
    ...context,
    group: booking.group,
    startDate,
    duration: booking.duration,
    numberOfNights: booking.durationNight,
    isPackage: isPackageBooking(booking),
  };
}
