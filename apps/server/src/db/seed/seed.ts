import { parisToday } from '@sesame/domain/dates/paris-today';
import { PLATFORMS } from '@sesame/domain/platform/platform';
import type { Database } from '../client.ts';
import { offers, parkDays, platforms, prices, showSessions } from '../schema/catalog.ts';
import { stock } from '../schema/stock.ts';
import { seedAccommodation } from './accommodation.ts';
import { parkCalendar, showCalendar } from './calendar-rules.ts';
import { isoDate } from './iso-date.ts';
import { seededOffers } from './offers.ts';
import { seededPlatforms } from './platform-configs.ts';
import { seededPrices } from './prices.ts';
import { sittingRows } from './restaurant-sittings.ts';
import { seedRestaurants } from './restaurants.ts';
import { stockRows } from './stock.ts';

const BATCH = 1_000;

/**
 * Creates the demo catalogue of catalogue.md for the two years from `now` (Paris date), unless a
 * catalogue is there already: a restart keeps its orders and stock. Safe when several processes
 * start at once on one PostgreSQL: the first to insert the platforms seeds, the others skip.
 */
export async function seedIfEmpty(db: Database, now: Date): Promise<void> {
  const existing = await db.select({ code: platforms.code }).from(platforms).limit(1);
  if (existing.length > 0) return;

  const first = parisToday(now);
  const end = isoDate(
    Number(first.slice(0, 4)) + 2,
    Number(first.slice(5, 7)),
    Number(first.slice(8)),
  );

  await db.transaction(async (tx) => {
    const created = await tx
      .insert(platforms)
      .values(seededPlatforms.map(({ name, config }) => ({ code: config.code, name, config })))
      .onConflictDoNothing()
      .returning({ code: platforms.code });
    if (created.length < seededPlatforms.length) return;

    await tx.insert(offers).values(
      seededOffers.map((offer, position) => ({
        platform: offer.platform,
        code: offer.code,
        kind: offer.kind,
        tags: offer.tags,
        durationDays: offer.durationDays,
        nights: offer.nights,
        position,
        // The stay name has no column of its own: it travels with the names, under `stay.<language>`.
        names: {
          ...offer.names,
          ...Object.fromEntries(
            Object.entries(offer.stayNames ?? {}).map(([language, name]) => [
              `stay.${language}`,
              name,
            ]),
          ),
        },
        descriptions: offer.descriptions,
      })),
    );
    await tx.insert(prices).values(seededPrices);
    await seedRestaurants(tx);

    for (const platform of PLATFORMS) {
      const days = parkCalendar(platform, first, end);
      const sessions = showCalendar(platform, first, end);
      for (const batch of batches(days)) {
        await tx.insert(parkDays).values(batch.map((day) => ({ platform, ...day })));
      }
      for (const batch of batches(sessions)) {
        await tx.insert(showSessions).values(batch.map((session) => ({ platform, ...session })));
      }
      for (const batch of batches(stockRows(platform, days, sessions))) {
        await tx.insert(stock).values(batch);
      }
      for (const batch of batches(sittingRows(platform, days, sessions))) {
        await tx.insert(stock).values(batch);
      }
      await seedAccommodation(tx, platform, days);
    }
  });
}

function batches<T>(rows: T[]): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < rows.length; index += BATCH)
    chunks.push(rows.slice(index, index + BATCH));
  return chunks;
}
