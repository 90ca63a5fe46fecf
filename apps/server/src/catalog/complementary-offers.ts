import { payingVisitors } from '@sesame/domain/booking/visitors';
import { placesFit } from '@sesame/domain/catalog/places-fit';
import type { Cents } from '@sesame/domain/money/cents';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { passPlacesLeft, pricePass } from '@sesame/domain/pricing/pass-price';
import type { Database } from '../db/client.ts';
import { availabilityOf } from './availability-cache.ts';
import { passDay, visitDates } from './basket-pricing.ts';
import type { ComplementaryOffersInput } from './catalog-inputs.ts';
import { isPass, offerDescription, offerName, stockCode } from './catalogue.ts';
import { catalogueOf } from './catalogue-cache.ts';

/** booking-funnel.md §3, Complementary: a pass for the days of a visit and a group. */
export interface ComplementaryOffer {
  code: string;
  name: string;
  description: string;
  tags: string[];
  available: boolean;
  availableStock: number;
  stock: Array<{ date: string; availableStock: number; stockCode: string | null }>;
  priceList: Array<{ date: string; datePrice: Cents; totalPrice: Cents }>;
  totalPrice: Cents;
}

/**
 * booking-funnel.md §7 `complementaryOffers`: the passes of the range of `code` (the Emotion Pass
 * PE: PE and PGE), each priced for the group on every day of the visit at that day's tier, with
 * the places left that day. A day without a price (closed, no pass that day) has zero stock (§5),
 * and so has a day past.
 */
export async function complementaryOffers(
  db: Database,
  platform: PlatformCode,
  input: ComplementaryOffersInput,
  today: string,
): Promise<ComplementaryOffer[]> {
  const [catalogue, availability] = await Promise.all([
    catalogueOf(db, platform),
    availabilityOf(db, platform),
  ]);
  const asked = catalogue.product(input.code);
  if (!asked || !isPass(asked)) return [];
  const dates = visitDates(input.startDate, input.duration);
  const groupSize = payingVisitors(input);
  return catalogue.passes.map((pass) => {
    const days = dates.map((date) => passDay(catalogue, pass.code, date));
    const price = pricePass(days, input);
    const stock = days.map(({ date, row, unitPrice }) => ({
      date,
      availableStock:
        row && date >= today ? passPlacesLeft(unitPrice, availability.placesLeft(row)) : 0,
      stockCode: row ? stockCode(row) : null,
    }));
    const availableStock = Math.min(...stock.map((day) => day.availableStock));
    return {
      code: pass.code,
      name: offerName(pass, input.language),
      description: offerDescription(pass, input.language),
      tags: pass.tags,
      available: placesFit(availableStock, groupSize),
      availableStock,
      stock,
      priceList: price.priceList,
      totalPrice: price.totalPrice,
    };
  });
}
