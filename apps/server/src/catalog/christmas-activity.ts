import { activityPlaces } from '@sesame/domain/catalog/christmas-activity';
import { isActivityStepShown } from '@sesame/domain/funnel/stepper';
import { type Cents, cents } from '@sesame/domain/money/cents';
import type { PlatformCode, PlatformConfig } from '@sesame/domain/platform/platform';
import { type ActivityPrice, priceActivity } from '@sesame/domain/pricing/activity-price';
import type { BasketInput } from '@sesame/domain/validation/basket-schema';
import type { Database } from '../db/client.ts';
import type { HoldRequest, StockNeed } from '../orders/product-lines.ts';
import { visitDates } from './basket-pricing.ts';
import type { OfferRow, StockRow } from './catalog-repo.ts';
import { type Catalogue, offerName, stockCode } from './catalogue.ts';
import { catalogueOf } from './catalogue-cache.ts';
import { todayInParis } from './current-day.ts';

/** The seasonal children's activity (booking-funnel.md §1; La Posada, catalogue.md §7.1). */
export const isActivity = (product: OfferRow): boolean => product.kind === 'activity';

/** A slot of an activity: its stock row (a date and a start time) and the day's child price. */
export interface ActivitySlot {
  row: StockRow;
  childUnitPrice: Cents;
}

/** The activity of `code` where the platform sells activities (the Christmas-activities feature). */
export function activityProduct(catalogue: Catalogue, code: string): OfferRow | null {
  const product = catalogue.product(code);
  return product && isActivity(product) && catalogue.config.features.christmasActivities
    ? product
    : null;
}

/**
 * The slots of an activity on a date, each at the child price of the day's tier; none on a day
 * without the activity's stock or price (a day that is not a Christmas day).
 */
export function activitySlots(catalogue: Catalogue, code: string, date: string): ActivitySlot[] {
  const season = catalogue.days.get(date)?.season;
  const price = season === undefined ? undefined : catalogue.price(code, season, '');
  if (!activityProduct(catalogue, code) || !price) return [];
  return catalogue
    .slotsOf(code, date)
    .map((row) => ({ row, childUnitPrice: cents(price.childCents) }));
}

/** The slot of an activity on a date at a start time, if it is sold. */
export function activitySlot(
  catalogue: Catalogue,
  code: string,
  date: string,
  session: string | null | undefined,
): ActivitySlot | null {
  return activitySlots(catalogue, code, date).find((slot) => slot.row.session === session) ?? null;
}

/**
 * The stock row one child takes in a slot (an ACTIVITY hold: the request's start date and
 * session). Null for a slot that is not sold, or past.
 */
export async function activityStock(
  db: Database,
  platform: PlatformCode,
  request: HoldRequest,
): Promise<StockNeed[] | null> {
  if (request.startDate < todayInParis()) return null;
  const slot = activitySlot(
    await catalogueOf(db, platform),
    request.code,
    request.startDate,
    request.session,
  );
  return slot && [{ stockId: slot.row.id, label: stockCode(slot.row) }];
}

export interface PricedActivityLine {
  code: string;
  label: string;
  date: string;
  session: string;
  stockId: number;
  price: ActivityPrice;
}

/**
 * The server's price of an activity of a basket, from the catalogue alone: a slot on a day of the
 * visit, for the group's children, priced by `priceActivity`. Null unless the activity step is
 * shown for the basket (the feature, an eligible offer, a child: readings.md §2), and the slot is
 * sold, on one day of the visit, not past, for exactly the group's children.
 */
export async function priceActivityLine(
  db: Database,
  platform: PlatformConfig,
  basket: Pick<BasketInput, 'offerCode' | 'startDate' | 'duration' | 'group' | 'language'>,
  activity: { code: string; dates: readonly string[]; session: string | null; quantity: number },
): Promise<PricedActivityLine | null> {
  if (!isActivityStepShown({ offer: { code: basket.offerCode }, group: basket.group }, platform))
    return null;
  const catalogue = await catalogueOf(db, platform.code);
  const product = activityProduct(catalogue, activity.code);
  const [date] = activity.dates;
  if (!product || !date || activity.dates.length !== 1 || date < todayInParis()) return null;
  if (!visitDates(basket.startDate, basket.duration).includes(date)) return null;
  if (activity.quantity !== activityPlaces(basket.group)) return null;
  const slot = activitySlot(catalogue, activity.code, date, activity.session);
  if (!slot) return null;
  return {
    code: product.code,
    label: `${offerName(product, basket.language)} · ${slot.row.session}`,
    date,
    session: slot.row.session,
    stockId: slot.row.id,
    price: priceActivity(slot.childUnitPrice, basket.group),
  };
}
