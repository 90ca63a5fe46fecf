import { type Cents, cents } from '@sesame/domain/money/cents';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { Database } from '../db/client.ts';
import { catalogueOf } from './catalogue-cache.ts';

export interface DefaultPrices {
  SEATING_LVL2: Cents;
  SEATING_LVL3: Cents;
}

const SEASONS = ['L', 'M', 'H', 'P'];

/**
 * booking-funnel.md §3, default prices: what Silver and Golden Square add per person to a Bronze
 * show seat on `startDate`. On a day without a show price the lowest season's supplements apply, so
 * the category screen can always tell the visitor what an upgrade costs.
 */
export async function defaultPrices(
  db: Database,
  platform: PlatformCode,
  startDate: string,
): Promise<DefaultPrices> {
  const catalogue = await catalogueOf(db, platform);
  const show = catalogue.offers.find((offer) => offer.kind === 'nightShow');
  const season = catalogue.days.get(startDate)?.season;
  for (const tier of season ? [season, ...SEASONS] : SEASONS) {
    const bronze = show && catalogue.price(show.code, tier, 'LVL1');
    const silver = show && catalogue.price(show.code, tier, 'LVL2');
    const golden = show && catalogue.price(show.code, tier, 'LVL3');
    if (bronze && silver && golden) {
      return {
        SEATING_LVL2: cents(silver.adultCents - bronze.adultCents),
        SEATING_LVL3: cents(golden.adultCents - bronze.adultCents),
      };
    }
  }
  return { SEATING_LVL2: cents(0), SEATING_LVL3: cents(0) };
}
