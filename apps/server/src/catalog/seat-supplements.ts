import { cents } from '@sesame/domain/money/cents';
import type { SeatSupplements } from '@sesame/domain/pricing/seat-price';
import type { Catalogue } from './catalogue.ts';

const SEASONS = ['L', 'M', 'H', 'P'];

/**
 * booking-funnel.md §3 default prices: what Silver and Golden Square add per person to a Bronze
 * seat in `season`, read from the night show's prices. In a season without a show price the
 * lowest season's supplements apply, so that an upgrade always has a price to show.
 */
export function seatSupplements(catalogue: Catalogue, season: string | undefined): SeatSupplements {
  const show = catalogue.offers.find((offer) => offer.kind === 'nightShow');
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
