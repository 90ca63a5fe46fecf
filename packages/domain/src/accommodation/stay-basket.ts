import type { BookingAccommodation } from '../booking/booking.ts';
import type { AccommodationBasket } from './distribution-schema.ts';

/**
 * booking-funnel.md §3 booking accommodation, as saveBasket (and a completion's
 * saveCompletionBasket) receives it: the hotel, its first night and nights, each room with who
 * sleeps in it (a baby is a child under 3, by age) and breakfast as chosen. Never its price: the
 * server prices the stay. Null without a stay or its rooms.
 */
export function stayBasket(stay: BookingAccommodation | null): AccommodationBasket | null {
  const rooms = stay?.roomsSolution;
  if (!stay || !rooms) return null;
  return {
    code: stay.code,
    startDate: rooms.startDate,
    nights: rooms.nights,
    breakfast: rooms.breakfast,
    rooms: rooms.solution.map((room) => ({
      roomTypeCode: room.roomTypeCode,
      adults: room.adults,
      children: room.children + room.babies,
      ages: room.ages,
    })),
  };
}
