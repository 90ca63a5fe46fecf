import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { platforms } from './catalog.ts';

/** Texts of a hotel or a room kind, per language (fr, en, es). */
export type Localised = Record<string, string>;

export interface HotelPhoto {
  src: string;
  width: number;
  height: number;
  alt: Localised;
}

export interface HotelReview {
  date: string;
  userName: string;
  rating: number;
  /** Reviews are shown as written, in their writer's language. */
  content: string;
}

/**
 * A hotel of a platform (catalogue.md §7.6): the park's own (INTERNE) or a partner's. Its rooms'
 * nights are rows of the one stock table (decision 6), product = the room kind's code.
 */
export const hotels = pgTable(
  'hotels',
  {
    platform: text('platform')
      .notNull()
      .references(() => platforms.code),
    code: text('code').notNull(),
    provider: text('provider').notNull(),
    hotelType: text('hotel_type').notNull(),
    internalCode: text('internal_code'),
    position: integer('position').notNull(),
    stars: integer('stars').notNull(),
    distanceKm: integer('distance_km').notNull(),
    travelMinutes: integer('travel_minutes').notNull(),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    breakfastAdultCents: integer('breakfast_adult_cents').notNull(),
    breakfastChildCents: integer('breakfast_child_cents').notNull(),
    breakfastIncluded: boolean('breakfast_included').notNull(),
    names: jsonb('names').$type<Localised>().notNull(),
    briefs: jsonb('briefs').$type<Localised>().notNull(),
    texts: jsonb('texts').$type<Localised>().notNull(),
    descriptions: jsonb('descriptions').$type<Localised>().notNull(),
    photos: jsonb('photos').$type<HotelPhoto[]>().notNull(),
    mainServices: text('main_services').array().notNull(),
    secondaryServices: text('secondary_services').array().notNull(),
    reviews: jsonb('reviews').$type<HotelReview[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.code] }),
    check('hotels_provider', sql`${t.provider} in ('INTERNE', 'PARTENAIRE')`),
    check('hotels_type', sql`${t.hotelType} in ('THEMED', 'PARTNER')`),
  ],
);

/** A kind of room of a hotel: how many the hotel has and whom one sleeps. */
export const roomTypes = pgTable(
  'room_types',
  {
    platform: text('platform').notNull(),
    code: text('code').notNull(),
    hotelCode: text('hotel_code').notNull(),
    position: integer('position').notNull(),
    count: integer('count').notNull(),
    maxOccupancy: integer('max_occupancy').notNull(),
    maxAdults: integer('max_adults').notNull(),
    minAdults: integer('min_adults').notNull(),
    maxChildren: integer('max_children').notNull(),
    cot: boolean('cot').notNull(),
    names: jsonb('names').$type<Localised>().notNull(),
    descriptions: jsonb('descriptions').$type<Localised>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.code] }),
    foreignKey({
      name: 'room_types_hotel_fk',
      columns: [t.platform, t.hotelCode],
      foreignColumns: [hotels.platform, hotels.code],
    }),
    check('room_types_occupancy', sql`${t.minAdults} >= 1 and ${t.maxAdults} <= ${t.maxOccupancy}`),
  ],
);

/** A room for one night by season tier (catalogue.md §7.6). */
export const roomPrices = pgTable(
  'room_prices',
  {
    platform: text('platform').notNull(),
    roomTypeCode: text('room_type_code').notNull(),
    season: text('season').notNull(),
    cents: integer('cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.roomTypeCode, t.season] }),
    foreignKey({
      name: 'room_prices_room_type_fk',
      columns: [t.platform, t.roomTypeCode],
      foreignColumns: [roomTypes.platform, roomTypes.code],
    }),
    check('room_prices_positive', sql`${t.cents} > 0`),
  ],
);
