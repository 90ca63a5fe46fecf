import {
  isFlexibleRateOffered,
  lastDateChangeDay,
} from '@sesame/domain/booking/flexible-rate-window';
import { payingVisitors } from '@sesame/domain/booking/visitors';
import { placesFit } from '@sesame/domain/catalog/places-fit';
import { type Cents, ZERO } from '@sesame/domain/money/cents';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { flexibleRatePrice } from '@sesame/domain/pricing/flexible-rate-price';
import type { Database } from '../db/client.ts';
import { availabilityOf } from './availability-cache.ts';
import { priceOfferLine } from './basket-pricing.ts';
import type { FlexibleRateOfferInput } from './catalog-inputs.ts';
import { offerDescription, offerName, stockCode } from './catalogue.ts';
import { catalogueOf } from './catalogue-cache.ts';

export interface FlexibleRateOffer {
  code: string;
  name: string;
  description: string;
  available: boolean;
  price: { basePrice: Cents; totalPrice: Cents };
  lastChangeDate: string;
  stock: Array<{ date: string; availableStock: number; stockCode: string; valid: boolean }>;
}

/**
 * booking-funnel.md §3 and §7 `offer` (flexible rate), catalogue.md §7.2 FLEX: the rate for the
 * group's tickets of `offerCode` from `startDate`, 10 % of their price with a 4 € minimum (the
 * rule saveBasket prices with), the last day the date can be changed (72 hours before the visit)
 * and its stock: the park's places on the visit days, which a change of date is subject to. Null
 * where the platform sells no flexible rate or `code` is not it; not available once the date can
 * no longer be changed, or when the tickets cannot be sold.
 */
export async function flexibleRateOffer(
  db: Database,
  platform: PlatformConfig,
  input: FlexibleRateOfferInput,
  today: string,
): Promise<FlexibleRateOffer | null> {
  const [catalogue, availability] = await Promise.all([
    catalogueOf(db, platform.code),
    availabilityOf(db, platform.code),
  ]);
  const product = catalogue.product(input.code);
  if (!platform.features.flexibleRate || product?.kind !== 'flexibleRate') return null;
  const tickets = await priceOfferLine(db, platform.code, {
    offerCode: input.offerCode,
    startDate: input.startDate,
    duration: input.duration,
    seating: input.seating,
    group: input,
    language: input.language,
  });
  const groupSize = payingVisitors(input);
  const stock = (tickets?.dates ?? []).flatMap((date) => {
    const row = catalogue.stock('PARK', date);
    if (!row) return [];
    const left = availability.placesLeft(row);
    return [
      { date, availableStock: left, stockCode: stockCode(row), valid: placesFit(left, groupSize) },
    ];
  });
  return {
    code: product.code,
    name: offerName(product, input.language),
    description: offerDescription(product, input.language),
    available: tickets !== null && isFlexibleRateOffered(input.startDate, today),
    price: {
      basePrice: tickets?.total ?? ZERO,
      totalPrice: flexibleRatePrice(tickets?.total ?? ZERO),
    },
    lastChangeDate: lastDateChangeDay(input.startDate),
    stock,
  };
}
