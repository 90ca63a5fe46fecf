import { type RoomDistribution, roomOccupants } from '@sesame/domain/accommodation/distribution';
import {
  breakfastPrice,
  nightlyPriceLines,
  type PriceLine,
  type RoomRates,
  roomsPrice,
  type StayNight,
} from '@sesame/domain/accommodation/night-price';
import { fitRooms, type OfferedRoomKind } from '@sesame/domain/accommodation/room-fit';
import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, sumCents } from '@sesame/domain/money/cents';
import type { StockRow } from '../catalog/catalog-repo.ts';
import { stockCode } from '../catalog/catalogue.ts';
import type {
  AccommodationProvider,
  AccommodationRoom,
  RoomSolution,
} from '../graphql/generated/resolver-types.ts';
import type { HotelWithRooms, RoomTypeRow } from './accommodation-repo.ts';

/** "Last places" (booking-funnel.md §3 lastPlaces): at most this many rooms left on a night (ours). */
export const LAST_PLACES = 3;

/** A room kind over the nights of a stay: its stock row each night (null: none), rooms left. */
export interface RoomKindNights {
  room: RoomTypeRow;
  rows: Array<StockRow | null>;
  left: number[];
}

export function roomRates(hotel: HotelWithRooms, room: RoomTypeRow): RoomRates {
  return {
    roomPerNight: room.prices as RoomRates['roomPerNight'],
    breakfastAdult: hotel.breakfastAdultCents as Cents,
    breakfastChild: hotel.breakfastChildCents as Cents,
    breakfastIncluded: hotel.breakfastIncluded,
  };
}

const localised = (texts: Record<string, string>, language: Language) =>
  texts[language] ?? texts.fr ?? '';

/**
 * The solutions of a hotel for a distribution over the nights of a stay (booking-funnel.md §3,
 * rooms): the kinds that fit (domain `fitRooms`), each with its price lines per night, its stock
 * entries (the eventId of a night is its stock row's code) and whether its last rooms are going.
 * Cheapest first; a kind missing a row or a price on some night offers no room.
 */
export function roomSolutions(
  hotel: HotelWithRooms,
  kinds: readonly RoomKindNights[],
  nights: readonly StayNight[],
  distribution: readonly RoomDistribution[],
  language: Language,
): AccommodationRoom[] {
  const byCode = new Map(kinds.map((kind) => [kind.room.code, kind]));
  const offered: OfferedRoomKind[] = kinds.map(({ room, rows, left }) => {
    const lines = nightlyPriceLines(room.code, nights, roomRates(hotel, room), 1);
    const complete = lines !== null && rows.every(Boolean) && nights.length > 0;
    return {
      code: room.code,
      maxOccupancy: room.maxOccupancy,
      maxAdults: room.maxAdults,
      minAdults: room.minAdults,
      maxChildren: room.maxChildren,
      cot: room.cot,
      available: complete ? Math.min(...left) : 0,
      stayPrice: lines ? roomsPrice(lines) : 0,
    };
  });
  const source: AccommodationProvider = hotel.provider === 'INTERNE' ? 'INTERNE' : 'PARTENAIRE';
  const solutions = fitRooms(offered, distribution).map((fitted) => {
    const parts = fitted.map(({ code, rooms }) => {
      const kind = byCode.get(code) as RoomKindNights;
      const occupants = rooms.map((index) => distribution[index] as RoomDistribution);
      const lines = nightlyPriceLines(code, nights, roomRates(hotel, kind.room), rooms.length);
      return { kind, occupants, lines: lines as PriceLine[] };
    });
    return {
      source,
      price: sumCents(parts.map((part) => roomsPrice(part.lines))),
      breakfastPrice: sumCents(parts.map((part) => breakfastPrice(part.lines, part.occupants))),
      breakfastIncluded: hotel.breakfastIncluded,
      solution: parts.map((part) => solutionOf(hotel, part, nights, language)),
    };
  });
  return solutions
    .sort((a, b) => a.price - b.price)
    .map((room, index) => ({
      index,
      ...room,
      stock: room.solution.flatMap((kind) => kind.stock),
      priceLines: room.solution.flatMap((kind) => kind.priceLines),
      occupations: room.solution.flatMap((kind) => kind.occupations),
    }));
}

function solutionOf(
  hotel: HotelWithRooms,
  part: { kind: RoomKindNights; occupants: RoomDistribution[]; lines: PriceLine[] },
  nights: readonly StayNight[],
  language: Language,
): RoomSolution {
  const { room, rows, left } = part.kind;
  return {
    title: localised(room.names, language),
    roomTypeCode: room.code,
    details: localised(room.descriptions, language),
    lastPlaces: left.some((rooms) => rooms <= LAST_PLACES),
    stock: nights.map((night, index) => {
      const row = rows[index];
      return {
        date: night.date,
        accommodationCode: hotel.code,
        allotementId: room.code,
        availableStock: Math.max(0, left[index] ?? 0),
        eventId: row ? stockCode(row) : null,
      };
    }),
    occupations: part.occupants.map((occupant) => ({
      roomTypeCode: room.code,
      ...roomOccupants(occupant),
      ages: [...occupant.ages],
    })),
    priceLines: part.lines,
    quantity: part.occupants.length,
    numberMaxOfAdults: room.maxAdults,
    numberMinOfAdults: room.minAdults,
    numberMaxOfChildren: room.maxChildren,
  };
}
