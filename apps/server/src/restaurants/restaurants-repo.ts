import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { MenuAudience } from '@sesame/domain/restaurants/menus';
import type { RestaurantRules } from '@sesame/domain/restaurants/restaurant-rules';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  type MenuCourse,
  type RestaurantPhoto,
  restaurantMenus,
  restaurantSettings,
  restaurants,
  restaurantTags,
  type Texts,
} from '../db/schema/restaurants.ts';

export interface RestaurantRow {
  code: string;
  kind: 'show' | 'buffet' | 'tableService' | 'quickService';
  accommodationCode: string | null;
  names: Texts;
  texts: Texts;
  conditions: Texts;
  photos: RestaurantPhoto[];
  foodTags: string[];
  serviceTags: string[];
}

export interface MenuRow {
  restaurantCode: string;
  code: string;
  audience: MenuAudience;
  lunch: boolean;
  dinner: boolean;
  priceCents: number;
  promotionalPriceCents: number | null;
  titles: Texts;
  promotionalTitles: Texts | null;
  promotionalDescriptions: Texts | null;
  courses: MenuCourse[];
}

export interface TagRow {
  code: string;
  family: 'food' | 'service';
  picto: string;
  titles: Texts;
}

/** The restaurants of a platform with their menus, and the tags: what changes only with the seed. */
export interface RestaurantCatalogue {
  restaurants: RestaurantRow[];
  menus: MenuRow[];
  tags: TagRow[];
  rules: RestaurantRules;
}

/** A sitting: its stock row, and the covers left by the database clock. */
export interface SittingRow {
  stockId: number;
  code: string;
  date: string;
  time: string;
  coversLeft: number;
}

export async function loadRestaurantCatalogue(
  db: Database,
  platform: PlatformCode,
): Promise<RestaurantCatalogue> {
  const [restaurantRows, menuRows, tagRows, settingsRows] = await Promise.all([
    db
      .select()
      .from(restaurants)
      .where(eq(restaurants.platform, platform))
      .orderBy(asc(restaurants.position)),
    db
      .select()
      .from(restaurantMenus)
      .where(eq(restaurantMenus.platform, platform))
      .orderBy(asc(restaurantMenus.position)),
    db.select().from(restaurantTags).orderBy(asc(restaurantTags.position)),
    db.select().from(restaurantSettings).where(eq(restaurantSettings.platform, platform)),
  ]);
  const settings = settingsRows[0];
  if (!settings) throw new Error(`No restaurant settings for platform ${platform}`);
  return {
    restaurants: restaurantRows as RestaurantRow[],
    menus: menuRows as MenuRow[],
    tags: tagRows as TagRow[],
    rules: {
      bookingHoursInAdvance: settings.bookingHoursInAdvance,
      dinnerThreshold: settings.dinnerThreshold,
      hideZeroPriceMenus: settings.hideZeroPriceMenus,
    },
  };
}

/**
 * The sittings of some restaurants on a date, by time, with their covers left: capacity minus
 * sold minus the holds still active — except those of `orderId`, which count as left to it.
 */
export async function loadSittings(
  db: Database,
  request: {
    platform: PlatformCode;
    codes: readonly string[];
    date: string;
    orderId: string | null;
  },
): Promise<SittingRow[]> {
  if (request.codes.length === 0) return [];
  const { rows } = await db.execute<{
    stock_id: number;
    code: string;
    time: string;
    covers_left: number;
  }>(sql`
    select s.id::int as stock_id, s.product as code, s.session as time,
      (s.capacity - s.sold - coalesce(sum(h.quantity) filter (
        where h.order_id is distinct from ${request.orderId}::uuid), 0))::int as covers_left
    from stock s
    left join stock_holds h on h.stock_id = s.id and h.expires_at > now()
    where s.platform = ${request.platform}
      and s.product in (${sql.join(
        request.codes.map((code) => sql`${code}`),
        sql`, `,
      )})
      and s.date = ${request.date}
    group by s.id
    order by s.session, s.product`);
  return rows.map((row) => ({
    stockId: Number(row.stock_id),
    code: row.code,
    date: request.date,
    time: row.time,
    coversLeft: Math.max(0, Number(row.covers_left)),
  }));
}

/** The stock row of one sitting, if the restaurant serves then. */
export async function findSittingStock(
  db: Database,
  sitting: { platform: PlatformCode; code: string; date: string; time: string },
): Promise<number | null> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select s.id::int as id from stock s
    join restaurants r on r.platform = s.platform and r.code = s.product
    where s.platform = ${sitting.platform} and s.product = ${sitting.code}
      and s.date = ${sitting.date} and s.session = ${sitting.time} and s.category = ''`);
  const id = rows[0]?.id;
  return id === undefined ? null : Number(id);
}
