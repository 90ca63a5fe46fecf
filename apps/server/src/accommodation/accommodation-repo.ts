import type { PlatformCode } from '@sesame/domain/platform/platform';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hotels, roomPrices, roomTypes } from '../db/schema/accommodation.ts';

export type HotelRow = typeof hotels.$inferSelect;
export type RoomTypeRow = typeof roomTypes.$inferSelect & { prices: Record<string, number> };

/** A hotel with its room kinds in display order, each with its price per night by tier. */
export interface HotelWithRooms extends HotelRow {
  rooms: RoomTypeRow[];
}

/** The hotels of a platform, park hotels first as seeded (catalogue.md §7.6). */
export async function loadHotels(db: Database, platform: PlatformCode): Promise<HotelWithRooms[]> {
  const [hotelRows, roomRows, priceRows] = await Promise.all([
    db.select().from(hotels).where(eq(hotels.platform, platform)).orderBy(asc(hotels.position)),
    db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.platform, platform))
      .orderBy(asc(roomTypes.position)),
    db.select().from(roomPrices).where(eq(roomPrices.platform, platform)),
  ]);
  const prices = new Map<string, Record<string, number>>();
  for (const row of priceRows) {
    prices.set(row.roomTypeCode, { ...prices.get(row.roomTypeCode), [row.season]: row.cents });
  }
  return hotelRows.map((hotel) => ({
    ...hotel,
    rooms: roomRows
      .filter((room) => room.hotelCode === hotel.code)
      .map((room) => ({ ...room, prices: prices.get(room.code) ?? {} })),
  }));
}

/**
 * Rooms left on each room-night stock row now: capacity minus sold minus the unexpired holds of
 * other orders than `orderId` (an order sees the rooms it holds as its own).
 */
export async function roomsLeft(
  db: Database,
  stockIds: readonly number[],
  orderId: string | null,
): Promise<Map<number, number>> {
  if (stockIds.length === 0) return new Map();
  const mine = orderId ? sql`and h.order_id <> ${orderId}::uuid` : sql``;
  const { rows } = await db.execute<{ id: number; left: number }>(sql`
    select s.id::int as id, (s.capacity - s.sold - coalesce(sum(h.quantity), 0))::int as left
    from stock s
    left join stock_holds h on h.stock_id = s.id and h.expires_at > now() ${mine}
    where s.id in ${[...stockIds]}
    group by s.id`);
  return new Map(rows.map((row) => [Number(row.id), Number(row.left)]));
}
