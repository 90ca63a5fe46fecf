import { completionStayNights } from '@sesame/domain/completion/completion-stay';
import { ZERO } from '@sesame/domain/money/cents';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import type { BasketInput } from '@sesame/domain/validation/basket-schema';
import { roomNights } from '../accommodation/accommodation-product-line.ts';
import { catalogueOf } from '../catalog/catalogue-cache.ts';
import type { Database } from '../db/client.ts';
import type { StockQuantity } from '../orders/holds-repo.ts';
import type { OrderLine } from '../orders/orders-repo.ts';
import type { LineRefusal, ProductLines } from '../orders/product-lines.ts';

/**
 * A visit's basket with none of what the order itself adds (flexible rate, postage, insurance,
 * donation, coupons): what the product lines need to find a visit's places and extras' prices.
 */
export function bareVisit(visit: BasketInput): BasketInput {
  return {
    ...visit,
    flexibleRate: false,
    insurance: false,
    sendingMethod: 'email',
    isDonation: false,
    donationValue: ZERO,
    coupons: null,
  };
}

/**
 * The lines of `basket` as the product lines price them today, with the places they take; with
 * `codes`, only the lines of those products and of the basket's stay (the extras of a completion,
 * whose basket carries no stay but its own). Null when a line cannot be sold (that day, to that
 * group); the refusal of a kind.
 */
export async function visitLines(
  db: Database,
  products: ProductLines,
  platform: PlatformConfig,
  basket: BasketInput,
  codes: ReadonlySet<string> | null,
): Promise<{ lines: OrderLine[]; stock: StockQuantity[] } | LineRefusal | null> {
  const sold = await products.lines(db, platform, basket);
  if (!sold || 'refused' in sold) return sold;
  const kept = codes
    ? sold.filter((line) => codes.has(line.code) || line.kind === roomNights.kind)
    : sold;
  // A meal of two menus is two lines of one code; every code asked must be sold.
  if (codes && [...codes].some((code) => !kept.some((line) => line.code === code))) return null;
  const stock = new Map<number, number>();
  for (const { stockId, quantity } of kept.flatMap((line) => line.stock)) {
    stock.set(stockId, (stock.get(stockId) ?? 0) + quantity);
  }
  return {
    lines: kept.map(({ stock: _places, pricingCode: _pricing, ...line }) => line),
    stock: [...stock].map(([stockId, quantity]) => ({ stockId, quantity })),
  };
}

/**
 * The codes of a completion's extras: the products its basket names besides the visit, the
 * sittings of its meals (a meal's lines are coded by their sitting's eventId) and the room kinds
 * of its stay (its breakfast, a line of the stay too, only when chosen or included).
 */
export function extraCodes(basket: BasketInput): Set<string> {
  return new Set([
    ...basket.complementaries.map((c) => c.code),
    ...(basket.restaurants ?? []).map((meal) => meal.eventId),
    ...(basket.accommodation?.rooms ?? []).map((room) => room.roomTypeCode),
  ]);
}

/**
 * The nights a completion may add a stay for to `visit` (a paid order's saved basket): its days
 * minus one for a ticket visit where hotels are sold apart from packages, else 0
 * (`completionStayNights`, readings.md §6).
 */
export async function visitStayNights(
  db: Database,
  platform: PlatformConfig,
  visit: Pick<BasketInput, 'offerCode' | 'duration'>,
): Promise<number> {
  const offer = (await catalogueOf(db, platform.code)).offers.find(
    (candidate) => candidate.code === visit.offerCode,
  );
  return completionStayNights({ nights: visit.duration - 1, offer: offer ?? null }, platform);
}
