import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { SeededHotel } from '../../accommodation/hotel-seed.ts';
import { spanishHotels } from '../../accommodation/seeded-hotels-es.ts';
import { frenchHotels } from '../../accommodation/seeded-hotels-fr.ts';
import type { Database } from '../client.ts';
import { hotels, roomPrices, roomTypes } from '../schema/accommodation.ts';
import { stock } from '../schema/stock.ts';
import type { SeededParkDay } from './calendar-rules.ts';

const BATCH = 1_000;

/** catalogue.md §7.6: check-in 15:00, check-out 11:00 at every hotel. */
const CHECK_IN = '15:00';
const CHECK_OUT = '11:00';

/** The four hotels of catalogue.md §7.6, park hotels first on each platform. */
export const seededHotels: readonly SeededHotel[] = [...frenchHotels, ...spanishHotels];

/**
 * The room prices of a kind by tier. The Spanish Christmas tier P has no room price in the
 * catalogue: its nights are priced as H, the busiest tier (docs/decisions/0029).
 */
function priceRows(
  platform: PlatformCode,
  code: string,
  prices: SeededHotel['rooms'][number]['prices'],
) {
  const tiers = platform === 'es' ? { ...prices, P: prices.H } : prices;
  return Object.entries(tiers).map(([season, cents]) => ({
    platform,
    roomTypeCode: code,
    season,
    cents,
  }));
}

/**
 * The hotels of a platform with their room kinds and prices, and one stock row per room kind and
 * night (decision 6: product = the room kind's code, capacity = its rooms). A night is the night
 * after an open day of the park: a stay's nights lie between the days of a visit.
 */
export async function seedAccommodation(
  tx: Pick<Database, 'insert'>,
  platform: PlatformCode,
  days: readonly SeededParkDay[],
): Promise<void> {
  const ofPlatform = seededHotels.filter((hotel) => hotel.platform === platform);
  if (ofPlatform.length === 0) return;
  await tx.insert(hotels).values(
    ofPlatform.map((hotel, position) => ({
      platform,
      code: hotel.code,
      provider: hotel.provider,
      hotelType: hotel.provider === 'INTERNE' ? 'THEMED' : 'PARTNER',
      internalCode: hotel.internalCode,
      position,
      stars: hotel.stars,
      distanceKm: hotel.distanceKm,
      travelMinutes: hotel.travelMinutes,
      checkIn: CHECK_IN,
      checkOut: CHECK_OUT,
      breakfastAdultCents: hotel.breakfast === 'included' ? 0 : hotel.breakfast.adult,
      breakfastChildCents: hotel.breakfast === 'included' ? 0 : hotel.breakfast.child,
      breakfastIncluded: hotel.breakfast === 'included',
      names: hotel.names,
      briefs: hotel.briefs,
      texts: hotel.texts,
      descriptions: hotel.descriptions,
      photos: hotel.photos,
      mainServices: hotel.mainServices,
      secondaryServices: hotel.secondaryServices,
      reviews: hotel.reviews,
    })),
  );
  const rooms = ofPlatform.flatMap((hotel) => hotel.rooms.map((room) => ({ hotel, room })));
  await tx.insert(roomTypes).values(
    rooms.map(({ hotel, room }, position) => ({
      platform,
      code: room.code,
      hotelCode: hotel.code,
      position,
      count: room.count,
      maxOccupancy: room.maxOccupancy,
      maxAdults: room.maxAdults,
      minAdults: 1,
      maxChildren: room.maxChildren,
      // catalogue.md §7.6: one cot per room, at every hotel.
      cot: true,
      names: room.names,
      descriptions: room.descriptions,
    })),
  );
  await tx
    .insert(roomPrices)
    .values(rooms.flatMap(({ room }) => priceRows(platform, room.code, room.prices)));
  const nights = rooms.flatMap(({ room }) =>
    days.map((day) => ({
      platform,
      product: room.code,
      date: day.date,
      session: '',
      category: '',
      capacity: room.count,
    })),
  );
  for (let index = 0; index < nights.length; index += BATCH) {
    await tx.insert(stock).values(nights.slice(index, index + BATCH));
  }
}
