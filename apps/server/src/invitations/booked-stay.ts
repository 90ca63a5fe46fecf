import { addDays } from '@sesame/domain/dates/calendar-days';
import type { Language } from '@sesame/domain/i18n/language';
import { type RoomAllocation, roomAllocations } from '@sesame/domain/invitations/room-contacts';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { basketSchema } from '@sesame/domain/validation/basket-schema';
import { hotelsOf, isParkHotel } from '../accommodation/stay-search.ts';
import type { Database } from '../db/client.ts';

/** A paid park-hotel stay as its travellers are placed in it. */
export interface BookedStay {
  hotel: string;
  /** The first night and the visit's first day. */
  startDate: string;
  /** The visit's last day. */
  endDate: string;
  nights: number;
  group: { adults: number; children: number; babies: number };
  rooms: Array<RoomAllocation & { title: string }>;
}

const inLanguage = (texts: Record<string, string>, language: Language) =>
  texts[language] ?? texts.fr ?? '';

/**
 * The park-hotel stay of a paid order's saved basket, in `language`: its rooms in the order of
 * the held solution (solutionIndex), each with whom it was booked for. Null for an order without
 * a stay, or with a partner's hotel (checkout-and-account.md §9: provider type INTERNE only).
 */
export async function bookedStay(
  db: Database,
  order: { platform: string; basketRequest: unknown },
  language: Language,
): Promise<BookedStay | null> {
  const basket = basketSchema.safeParse(order.basketRequest).data;
  const stay = basket?.accommodation;
  if (!basket || !stay) return null;
  const hotels = await hotelsOf(db, order.platform as PlatformCode);
  const hotel = hotels.find((candidate) => candidate.code === stay.code);
  if (!hotel || !isParkHotel(hotel)) return null;
  const titles = new Map(hotel.rooms.map((room) => [room.code, inLanguage(room.names, language)]));
  return {
    hotel: inLanguage(hotel.names, language),
    startDate: basket.startDate,
    endDate: addDays(basket.startDate, basket.duration - 1),
    nights: stay.nights,
    group: basket.group,
    rooms: roomAllocations(stay.rooms).map((room) => ({
      ...room,
      title: titles.get(room.roomTypeCode) ?? room.roomTypeCode,
    })),
  };
}
