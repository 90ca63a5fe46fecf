import type { Booking } from '../booking/booking.ts';

/**
 * checkout-and-account.md §2 and §9: a stay at a park hotel (provider type INTERNE) with a room
 * solution is distributed among its travellers after payment.
 */
export function hasParkRooms(booking: Pick<Booking, 'bookingAccommodation'>): boolean {
  const stay = booking.bookingAccommodation;
  return stay?.providerType === 'INTERNE' && (stay.roomsSolution?.solution.length ?? 0) > 0;
}
