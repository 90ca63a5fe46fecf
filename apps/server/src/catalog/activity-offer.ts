import { activityPlaces } from '@sesame/domain/catalog/christmas-activity';
import { placesFit } from '@sesame/domain/catalog/places-fit';
import type { Cents } from '@sesame/domain/money/cents';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { priceActivity } from '@sesame/domain/pricing/activity-price';
import type { Database } from '../db/client.ts';
import { availabilityOf } from './availability-cache.ts';
import { visitDates } from './basket-pricing.ts';
import type { ProductOfferInput } from './catalog-inputs.ts';
import { offerDescription, offerName, stockCode } from './catalogue.ts';
import { catalogueOf } from './catalogue-cache.ts';
import { activityProduct, activitySlots } from './christmas-activity.ts';

/** A slot of the activity on a day of the visit, priced for the group's children. */
export interface ActivityOfferSlot {
  date: string;
  session: string;
  availableStock: number;
  stockCode: string;
  valid: boolean;
  childUnitPrice: Cents;
  totalPrice: Cents;
}

/** booking-funnel.md §3, Complementary (an activity): its slots for a visit and a group. */
export interface ActivityOffer {
  code: string;
  name: string;
  description: string;
  tags: string[];
  available: boolean;
  places: number;
  stock: ActivityOfferSlot[];
}

/**
 * booking-funnel.md §7 `offer` (activities, reception; code RECEPCION_REAL by default): the slots
 * of the activity on every day of the visit with the children's places left, each priced for the
 * group's children. A slot fits when all the group's children do; a day past has no places. Null
 * when the platform sells no activity of that code.
 */
export async function activityOffer(
  db: Database,
  platform: PlatformCode,
  input: ProductOfferInput,
  today: string,
): Promise<ActivityOffer | null> {
  const [catalogue, availability] = await Promise.all([
    catalogueOf(db, platform),
    availabilityOf(db, platform),
  ]);
  const product = activityProduct(catalogue, input.code);
  if (!product) return null;
  const places = activityPlaces(input);
  const stock = visitDates(input.startDate, input.duration).flatMap((date) =>
    activitySlots(catalogue, product.code, date).map(({ row, childUnitPrice }) => {
      const availableStock = date >= today ? Math.max(0, availability.placesLeft(row)) : 0;
      const price = priceActivity(childUnitPrice, input);
      return {
        date,
        session: row.session,
        availableStock,
        stockCode: stockCode(row),
        valid: places > 0 && placesFit(availableStock, places),
        childUnitPrice,
        totalPrice: price.totalPrice,
      };
    }),
  );
  return {
    code: product.code,
    name: offerName(product, input.language),
    description: offerDescription(product, input.language),
    tags: product.tags,
    available: stock.some((slot) => slot.valid),
    places,
    stock,
  };
}
