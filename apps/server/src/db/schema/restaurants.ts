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

/** A text in each interface language (fr, en, es). */
export type Texts = Record<string, string>;

/** A photo of a restaurant: local image paths and their texts per language. */
export interface RestaurantPhoto {
  desktop: string;
  mobile: string;
  alt: Texts;
  title: Texts;
}

/** A course of a menu (starter, main, dessert, drink). */
export interface MenuCourse {
  title: Texts;
  description: Texts;
}

/**
 * A restaurant of a park (booking-funnel.md §3; catalogue.md §7.7). Its sittings are rows of the
 * one stock table (decision 6): product = the restaurant's code, session = the start time.
 */
export const restaurants = pgTable(
  'restaurants',
  {
    platform: text('platform')
      .notNull()
      .references(() => platforms.code),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
    /** The hotel it belongs to; null for the park's own restaurants. */
    accommodationCode: text('accommodation_code'),
    names: jsonb('names').$type<Texts>().notNull(),
    texts: jsonb('texts').$type<Texts>().notNull(),
    conditions: jsonb('conditions').$type<Texts>().notNull(),
    photos: jsonb('photos').$type<RestaurantPhoto[]>().notNull(),
    foodTags: text('food_tags').array().notNull(),
    serviceTags: text('service_tags').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.code] }),
    check('restaurants_kind', sql`${t.kind} in ('show', 'buffet', 'tableService', 'quickService')`),
  ],
);

/** A menu of a restaurant, for adults, children or babies, at lunch, dinner or both. */
export const restaurantMenus = pgTable(
  'restaurant_menus',
  {
    platform: text('platform').notNull(),
    restaurantCode: text('restaurant_code').notNull(),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    audience: text('audience').notNull(),
    lunch: boolean('lunch').notNull(),
    dinner: boolean('dinner').notNull(),
    priceCents: integer('price_cents').notNull(),
    promotionalPriceCents: integer('promotional_price_cents'),
    titles: jsonb('titles').$type<Texts>().notNull(),
    promotionalTitles: jsonb('promotional_titles').$type<Texts>(),
    promotionalDescriptions: jsonb('promotional_descriptions').$type<Texts>(),
    courses: jsonb('courses').$type<MenuCourse[]>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.platform, t.restaurantCode, t.code] }),
    foreignKey({
      columns: [t.platform, t.restaurantCode],
      foreignColumns: [restaurants.platform, restaurants.code],
    }),
    check('restaurant_menus_audience', sql`${t.audience} in ('adult', 'child', 'baby')`),
    check('restaurant_menus_price', sql`${t.priceCents} >= 0`),
    check(
      'restaurant_menus_promotion',
      sql`${t.promotionalPriceCents} is null or ${t.promotionalPriceCents} between 0 and ${t.priceCents}`,
    ),
  ],
);

/** A food or service tag, with its picto (an image under the web's /static). */
export const restaurantTags = pgTable(
  'restaurant_tags',
  {
    code: text('code').primaryKey(),
    family: text('family').notNull(),
    position: integer('position').notNull(),
    picto: text('picto').notNull(),
    titles: jsonb('titles').$type<Texts>().notNull(),
  },
  (t) => [check('restaurant_tags_family', sql`${t.family} in ('food', 'service')`)],
);

/** booking-funnel.md §9: a platform's restaurant configuration (cut-off, dinner threshold…). */
export const restaurantSettings = pgTable(
  'restaurant_settings',
  {
    platform: text('platform')
      .primaryKey()
      .references(() => platforms.code),
    bookingHoursInAdvance: integer('booking_hours_in_advance').notNull(),
    dinnerThreshold: text('dinner_threshold').notNull(),
    hideZeroPriceMenus: boolean('hide_zero_price_menus').notNull(),
  },
  (t) => [check('restaurant_settings_hours', sql`${t.bookingHoursInAdvance} >= 0`)],
);
