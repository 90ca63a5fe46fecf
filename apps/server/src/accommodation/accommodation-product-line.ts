import {
  distributionProblems,
  type RoomDistribution,
} from '@sesame/domain/accommodation/distribution';
import type { BasketRoom } from '@sesame/domain/accommodation/distribution-schema';
import {
  breakfastPrice,
  nightlyPriceLines,
  roomsPrice,
} from '@sesame/domain/accommodation/night-price';
import { roomFits } from '@sesame/domain/accommodation/room-fit';
import { breakfastLineLabel, roomLineLabel } from '@sesame/domain/accommodation/stay-labels';
import { CHILD_MIN_AGE } from '@sesame/domain/booking/visitors';
import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents, sumCents } from '@sesame/domain/money/cents';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { BasketInput } from '@sesame/domain/validation/basket-schema';
import { invalidateAvailability } from '../catalog/availability-cache.ts';
import { type Catalogue, stockCode } from '../catalog/catalogue.ts';
import { catalogueOf } from '../catalog/catalogue-cache.ts';
import { todayInParis } from '../catalog/current-day.ts';
import type { Database } from '../db/client.ts';
import {
  basketLine,
  type PricedLine,
  type ProductLine,
  type StockNeed,
} from '../orders/product-lines.ts';
import type { HotelWithRooms, RoomTypeRow } from './accommodation-repo.ts';
import { roomRates } from './room-solutions.ts';
import { hotelsOf, stayNights } from './stay-search.ts';

const name = (texts: Record<string, string>, language: Language) =>
  texts[language] ?? texts.fr ?? '';

const kindOfRoom = (room: RoomTypeRow) => ({
  code: room.code,
  maxOccupancy: room.maxOccupancy,
  maxAdults: room.maxAdults,
  minAdults: room.minAdults,
  maxChildren: room.maxChildren,
  cot: room.cot,
});

/** The room-night rows of a room kind from its first night, or null when a night cannot be sold. */
function nightRows(
  catalogue: Catalogue,
  hotel: HotelWithRooms,
  room: RoomTypeRow,
  startDate: string,
  nights: number,
) {
  const stay = stayNights(catalogue, startDate, nights);
  if (!stay || stay.length === 0) return null;
  const lines = nightlyPriceLines(room.code, stay, roomRates(hotel, room), 1);
  const rows = stay.map((night) => catalogue.stock(room.code, night.date));
  if (!lines || rows.some((row) => !row)) return null;
  return { stay, rows: rows as NonNullable<(typeof rows)[number]>[] };
}

async function roomOfPlatform(db: Database, platform: PlatformCode, code: string) {
  for (const hotel of await hotelsOf(db, platform)) {
    const room = hotel.rooms.find((candidate) => candidate.code === code);
    if (room) return { hotel, room };
  }
  return null;
}

/**
 * The room-nights of a room kind (an ACCOMMODATION hold, decision 6): one stock row a night from
 * the first night, one room a place. Null when the kind is unknown, a night is past, closed or
 * unpriced, or a room of the distribution does not fit the kind.
 */
async function roomNightStock(
  db: Database,
  platform: PlatformCode,
  request: {
    code: string;
    startDate: string;
    duration?: number | null;
    distribution?: readonly RoomDistribution[] | null;
  },
): Promise<StockNeed[] | null> {
  if (request.startDate < todayInParis()) return null;
  const found = await roomOfPlatform(db, platform, request.code);
  if (!found) return null;
  if (request.distribution?.some((room) => !roomFits(kindOfRoom(found.room), room))) return null;
  const nights = nightRows(
    await catalogueOf(db, platform),
    found.hotel,
    found.room,
    request.startDate,
    request.duration ?? 1,
  );
  return nights ? nights.rows.map((row) => ({ stockId: row.id, label: stockCode(row) })) : null;
}

/**
 * The nights a visit's stay has: a package's own (ES-PK1: 1 day, 1 night), otherwise the visit's
 * days minus one. Null when the offer is unknown, or sells no stay where hotels come only with
 * packages (package mode, booking-funnel.md §2).
 */
function visitNights(
  catalogue: Catalogue,
  basket: Pick<BasketInput, 'offerCode' | 'duration'>,
): number | null {
  const offer = catalogue.offers.find((candidate) => candidate.code === basket.offerCode);
  if (!offer) return null;
  if (offer.nights > 0) return offer.nights;
  return catalogue.config.features.packageMode ? null : basket.duration - 1;
}

/**
 * The basket's stay (booking-funnel.md §3 bookingAccommodation): a line per room kind (its rooms
 * every night, each night at its tier) and a breakfast line, the occupants of every room in the
 * labels. Null when the stay is not the visit's (its first day, its nights), a room does not fit
 * its kind or the rooms do not place the group exactly (§5), or a park hotel for a visit without
 * nights.
 */
async function stayLines(
  db: Database,
  platform: PlatformCode,
  basket: BasketInput,
): Promise<PricedLine[] | null> {
  const stay = basket.accommodation;
  if (!stay) return [];
  const catalogue = await catalogueOf(db, platform);
  if (!catalogue.config.features.accommodation) return null;
  if (stay.startDate !== basket.startDate || visitNights(catalogue, basket) !== stay.nights)
    return null;
  const rooms = stay.rooms as BasketRoom[];
  if (distributionProblems(rooms, basket.group).length > 0) return null;
  const hotel = (await hotelsOf(db, platform)).find((candidate) => candidate.code === stay.code);
  if (!hotel) return null;

  const language = basket.language;
  const lines: PricedLine[] = [];
  let breakfast = cents(0);
  for (const code of new Set(rooms.map((room) => room.roomTypeCode))) {
    const room = hotel.rooms.find((candidate) => candidate.code === code);
    const occupants = rooms.filter((r) => r.roomTypeCode === code);
    if (!room || occupants.some((occupant) => !roomFits(kindOfRoom(room), occupant))) return null;
    const nights = nightRows(catalogue, hotel, room, stay.startDate, stay.nights);
    const rates = roomRates(hotel, room);
    const priced = nights && nightlyPriceLines(room.code, nights.stay, rates, occupants.length);
    if (!nights || !priced) return null;
    breakfast = sumCents([breakfast, breakfastPrice(priced, occupants)]);
    const label = roomLineLabel(
      {
        hotel: name(hotel.names, language),
        room: name(room.names, language),
        startDate: stay.startDate,
        nights: stay.nights,
      },
      occupants,
      language,
    );
    lines.push({
      ...guestsLine(room.code, label, stay.startDate, occupants, roomsPrice(priced)),
      quantity: occupants.length,
      stock: nights.rows
        .map((row) => ({ stockId: row.id, quantity: occupants.length }))
        .sort((a, b) => a.stockId - b.stockId),
    });
  }
  if (hotel.breakfastIncluded || stay.breakfast) {
    const line = guestsLine(`${hotel.code}-BREAKFAST`, '', stay.startDate, rooms, breakfast);
    const label = breakfastLineLabel(
      {
        hotel: name(hotel.names, language),
        nights: stay.nights,
        included: hotel.breakfastIncluded,
      },
      line,
      language,
    );
    const perStay = (unit: number) => cents(hotel.breakfastIncluded ? 0 : unit * stay.nights);
    lines.push({
      ...line,
      label,
      quantity: stay.nights,
      adultUnitPrice: perStay(hotel.breakfastAdultCents),
      childUnitPrice: perStay(hotel.breakfastChildCents),
      stock: [],
    });
  }
  return lines;
}

/** A line of the stay for its guests: adults, and children 3 to 13 (under-3s are free). */
function guestsLine(
  code: string,
  label: string,
  date: string,
  occupants: readonly RoomDistribution[],
  totalPrice: Cents,
) {
  return basketLine({
    kind: 'hotel',
    code,
    label,
    date,
    adults: occupants.reduce((sum, room) => sum + room.adults, 0),
    children: occupants.reduce(
      (sum, room) => sum + room.ages.filter((age) => age >= CHILD_MIN_AGE).length,
      0,
    ),
    totalPrice,
  });
}

/** Room-nights of the hotels (booking-funnel.md §3 accommodation; decisions 6 and 16). */
export const roomNights: ProductLine = {
  kind: 'hotel',
  service: 'ACCOMMODATION',
  stock: roomNightStock,
  lines: (db, platform, basket) => stayLines(db, platform.code, basket),
  stockChanged: invalidateAvailability,
};
