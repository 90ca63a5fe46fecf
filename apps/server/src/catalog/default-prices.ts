import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { SeatSupplements } from '@sesame/domain/pricing/seat-price';
import type { Database } from '../db/client.ts';
import { catalogueOf } from './catalogue-cache.ts';
import { seatSupplements } from './seat-supplements.ts';

/** booking-funnel.md §7 `defaultPrices`: the seat supplements of the season of `startDate`. */
export async function defaultPrices(
  db: Database,
  platform: PlatformCode,
  startDate: string,
): Promise<SeatSupplements> {
  const catalogue = await catalogueOf(db, platform);
  return seatSupplements(catalogue, catalogue.days.get(startDate)?.season);
}
