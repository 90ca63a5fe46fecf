import type { PlatformCode, PlatformConfig } from '@sesame/domain/platform/platform';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { offers, parkDays, platforms, prices, showSessions } from '../db/schema/catalog.ts';
import { stock } from '../db/schema/stock.ts';

export interface ParkDayRow {
  date: string;
  season: string;
  opensAt: string;
  closesAt: string;
}

export interface SessionRow {
  date: string;
  startsAt: string;
  durationMinutes: number;
}

export interface OfferRow {
  code: string;
  kind: string;
  tags: string[];
  durationDays: number;
  nights: number;
  /** Names by language; a stay name is stored beside them under `stay.<language>`. */
  names: Record<string, string>;
  descriptions: Record<string, string>;
  media: { desktop: string; mobile: string } | null;
}

export interface PriceRow {
  offerCode: string;
  season: string;
  seating: string;
  adultCents: number;
  childCents: number;
}

export interface StockRow {
  id: number;
  product: string;
  date: string;
  session: string;
  category: string;
  capacity: number;
}

/** Everything of a platform's catalogue that does not change while the server runs. */
export interface CatalogueRows {
  config: PlatformConfig;
  days: ParkDayRow[];
  sessions: SessionRow[];
  offers: OfferRow[];
  prices: PriceRow[];
  stock: StockRow[];
}

export async function loadCatalogueRows(
  db: Database,
  platform: PlatformCode,
): Promise<CatalogueRows> {
  const [platformRows, days, sessions, offerRows, priceRows, stockRows] = await Promise.all([
    db.select({ config: platforms.config }).from(platforms).where(eq(platforms.code, platform)),
    db
      .select({
        date: parkDays.date,
        season: parkDays.season,
        opensAt: parkDays.opensAt,
        closesAt: parkDays.closesAt,
      })
      .from(parkDays)
      .where(eq(parkDays.platform, platform))
      .orderBy(asc(parkDays.date)),
    db
      .select({
        date: showSessions.date,
        startsAt: showSessions.startsAt,
        durationMinutes: showSessions.durationMinutes,
      })
      .from(showSessions)
      .where(eq(showSessions.platform, platform))
      .orderBy(asc(showSessions.date)),
    db
      .select({
        code: offers.code,
        kind: offers.kind,
        tags: offers.tags,
        durationDays: offers.durationDays,
        nights: offers.nights,
        names: offers.names,
        descriptions: offers.descriptions,
        media: offers.media,
      })
      .from(offers)
      .where(eq(offers.platform, platform))
      .orderBy(asc(offers.position)),
    db
      .select({
        offerCode: prices.offerCode,
        season: prices.season,
        seating: prices.seating,
        adultCents: prices.adultCents,
        childCents: prices.childCents,
      })
      .from(prices)
      .where(eq(prices.platform, platform)),
    db
      .select({
        id: stock.id,
        product: stock.product,
        date: stock.date,
        session: stock.session,
        category: stock.category,
        capacity: stock.capacity,
      })
      .from(stock)
      .where(eq(stock.platform, platform)),
  ]);
  const config = platformRows[0]?.config as PlatformConfig | undefined;
  if (!config) throw new Error(`Platform ${platform} is not in the database`);
  return { config, days, sessions, offers: offerRows, prices: priceRows, stock: stockRows };
}

/**
 * Places left on the stock rows of a platform that have sold or held any: capacity minus sold minus
 * the holds still active by the database clock. Rows absent from the map have their whole capacity.
 */
export async function loadAvailability(
  db: Database,
  platform: PlatformCode,
): Promise<Map<number, number>> {
  const { rows } = await db.execute<{ id: number; available: number }>(sql`
    select s.id::int as id, (s.capacity - s.sold - coalesce(sum(h.quantity), 0))::int as available
    from stock s
    left join stock_holds h on h.stock_id = s.id and h.expires_at > now()
    where s.platform = ${platform}
    group by s.id
    having s.sold > 0 or count(h.id) > 0`);
  return new Map(rows.map((row) => [Number(row.id), Number(row.available)]));
}
