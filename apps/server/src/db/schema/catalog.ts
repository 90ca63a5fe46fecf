import { date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** A country platform with its configuration (features, disabled offer lists). */
export const platforms = pgTable('platforms', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  config: jsonb('config').notNull(),
});

/** One row per calendar day a park is open, with its season tier and hours. */
export const parkDays = pgTable(
  'park_days',
  {
    platform: text('platform')
      .notNull()
      .references(() => platforms.code),
    date: date('date', { mode: 'string' }).notNull(),
    season: text('season').notNull(),
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.date] })],
);

/** A night show session. */
export const showSessions = pgTable(
  'show_sessions',
  {
    platform: text('platform')
      .notNull()
      .references(() => platforms.code),
    date: date('date', { mode: 'string' }).notNull(),
    startsAt: text('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.date] })],
);

/** A sellable product: offers, passes, the flexible rate. Texts are per language. */
export const offers = pgTable(
  'offers',
  {
    platform: text('platform')
      .notNull()
      .references(() => platforms.code),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    tags: text('tags').array().notNull(),
    durationDays: integer('duration_days').notNull(),
    nights: integer('nights').notNull().default(0),
    position: integer('position').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    media: jsonb('media').$type<{ desktop: string; mobile: string }>(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.code] })],
);

/** Unit prices of a product per season tier (and seat category for the show). */
export const prices = pgTable(
  'prices',
  {
    platform: text('platform').notNull(),
    offerCode: text('offer_code').notNull(),
    season: text('season').notNull(),
    seating: text('seating').notNull().default(''),
    adultCents: integer('adult_cents').notNull(),
    childCents: integer('child_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.platform, t.offerCode, t.season, t.seating] })],
);
