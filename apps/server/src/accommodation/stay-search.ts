import {
  distanceRangeOf,
  isAccommodationListed,
} from '@sesame/domain/accommodation/accommodation-list';
import type { RoomDistribution } from '@sesame/domain/accommodation/distribution';
import type { StayNight, Tier } from '@sesame/domain/accommodation/night-price';
import { addDays } from '@sesame/domain/dates/calendar-days';
import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { Catalogue } from '../catalog/catalogue.ts';
import { catalogueOf } from '../catalog/catalogue-cache.ts';
import type { Database } from '../db/client.ts';
import type { Accommodation } from '../graphql/generated/resolver-types.ts';
import { type HotelWithRooms, loadHotels, roomsLeft } from './accommodation-repo.ts';
import { type RoomKindNights, roomSolutions } from './room-solutions.ts';
import { serviceTitle } from './service-names.ts';

/** A search of rooms for a stay: its first night, its nights, who sleeps where. */
export interface StayQuery {
  language: Language;
  startDate: string;
  nights: number;
  distribution: readonly RoomDistribution[];
  /** The rooms this order holds count as free to it. */
  orderId: string | null;
  /** False: the park's own hotels are left out. */
  internal: boolean;
  /** One hotel only. */
  code: string | null;
}

const cache = new WeakMap<Database, Map<PlatformCode, Promise<HotelWithRooms[]>>>();

/** The hotels of a platform, loaded once per database handle: only the seed changes them. */
export function hotelsOf(db: Database, platform: PlatformCode): Promise<HotelWithRooms[]> {
  let perPlatform = cache.get(db);
  if (!perPlatform) {
    perPlatform = new Map();
    cache.set(db, perPlatform);
  }
  const cached = perPlatform.get(platform);
  if (cached) return cached;
  const loading = loadHotels(db, platform);
  perPlatform.set(platform, loading);
  loading.catch(() => perPlatform.delete(platform));
  return loading;
}

/** Whether a hotel is one of the park's own (provider INTERNE). */
export const isParkHotel = (hotel: Pick<HotelWithRooms, 'provider'>) =>
  hotel.provider === 'INTERNE';

const isSaturday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 6;

/**
 * The nights of a stay from its first night, each with the tier of its day; null when a night is
 * not a day the park is open (the nights of a stay lie between days of a visit).
 */
export function stayNights(
  catalogue: Catalogue,
  startDate: string,
  nights: number,
): StayNight[] | null {
  const stay: StayNight[] = [];
  for (let index = 0; index < nights; index++) {
    const date = addDays(startDate, index);
    const day = catalogue.days.get(date);
    if (!day) return null;
    stay.push({
      date,
      tier: day.season as Tier,
      showSaturday: catalogue.sessions.has(date) && isSaturday(date),
    });
  }
  return stay;
}

const localised = (texts: Record<string, string>, language: Language) =>
  texts[language] ?? texts.fr ?? '';

/**
 * booking-funnel.md §7 accommodation: the hotels of the platform with the solutions that sleep the
 * distribution every night of the stay, park hotels first. Only hotels whose every solution has
 * stock entries all carrying an eventId are listed (§5). Empty for a stay that starts in the past
 * or has a night the park is closed. The caller has checked the distribution and the duration.
 */
export async function searchStays(
  db: Database,
  platform: PlatformCode,
  query: StayQuery,
  today: string,
): Promise<Accommodation[]> {
  const [catalogue, hotels] = await Promise.all([
    catalogueOf(db, platform),
    hotelsOf(db, platform),
  ]);
  const candidates = hotels.filter(
    (hotel) =>
      (query.code === null || hotel.code === query.code) && (query.internal || !isParkHotel(hotel)),
  );
  const nights =
    query.startDate < today ? null : stayNights(catalogue, query.startDate, query.nights);
  if (!nights || candidates.length === 0) return [];

  const rowsOf = (code: string) => nights.map((night) => catalogue.stock(code, night.date) ?? null);
  const stockIds = candidates.flatMap((hotel) =>
    hotel.rooms.flatMap((room) => rowsOf(room.code).flatMap((row) => (row ? [row.id] : []))),
  );
  const left = await roomsLeft(db, stockIds, query.orderId);

  return candidates
    .map((hotel) => {
      const kinds: RoomKindNights[] = hotel.rooms.map((room) => {
        const rows = rowsOf(room.code);
        return { room, rows, left: rows.map((row) => (row ? (left.get(row.id) ?? 0) : 0)) };
      });
      const rooms = roomSolutions(hotel, kinds, nights, query.distribution, query.language);
      return accommodationOf(hotel, rooms, nights, query.language);
    })
    .filter(isAccommodationListed);
}

function accommodationOf(
  hotel: HotelWithRooms,
  rooms: Accommodation['rooms'],
  nights: readonly StayNight[],
  language: Language,
): Accommodation {
  const photos = hotel.photos.map((photo) => ({
    src: photo.src,
    alt: localised(photo.alt, language),
    width: photo.width,
    height: photo.height,
  }));
  const first = nights[0]?.date ?? '';
  const services = (codes: readonly string[]) =>
    codes.map((code) => ({ code, title: serviceTitle(code, language) }));
  return {
    code: hotel.code,
    title: localised(hotel.names, language),
    price: rooms[0]?.price ?? null,
    lastPlaces: rooms.some((room) => room.solution.some((kind) => kind.lastPlaces)),
    nights: nights.length,
    startDate: first,
    endDate: addDays(first, nights.length),
    text: localised(hotel.texts, language),
    brief: localised(hotel.briefs, language),
    description: localised(hotel.descriptions, language),
    hotelPhotos: photos,
    media: photos[0] as Accommodation['media'],
    providerType: isParkHotel(hotel) ? 'INTERNE' : 'PARTENAIRE',
    distance: hotel.distanceKm,
    travelMinutes: hotel.travelMinutes,
    distanceRange: distanceRangeOf(hotel.distanceKm),
    hotelType: hotel.hotelType as Accommodation['hotelType'],
    stars: hotel.stars,
    reviews: hotel.reviews,
    roomTypes: hotel.rooms.map((room) => ({
      roomTypeCode: room.code,
      title: localised(room.names, language),
      description: localised(room.descriptions, language),
      count: room.count,
      maxOccupancy: room.maxOccupancy,
      numberMaxOfAdults: room.maxAdults,
      numberMinOfAdults: room.minAdults,
      numberMaxOfChildren: room.maxChildren,
      cot: room.cot,
    })),
    rooms,
    mainServices: services(hotel.mainServices),
    secondaryServices: services(hotel.secondaryServices),
    checkInTime: hotel.checkIn,
    checkOutTime: hotel.checkOut,
  };
}
