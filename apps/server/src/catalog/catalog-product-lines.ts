import { payingVisitors } from '@sesame/domain/booking/visitors';
import { flexibleRatePrice } from '@sesame/domain/pricing/flexible-rate-price';
import {
  basketLine,
  type PricedLine,
  type ProductLine,
  placesPerRow,
} from '../orders/product-lines.ts';
import { invalidateAvailability } from './availability-cache.ts';
import { offerStock, passStock, priceOfferLine } from './basket-pricing.ts';
import { offerName } from './catalogue.ts';
import { catalogueOf } from './catalogue-cache.ts';

/** catalogue.md §7.2 FLEX: the product code of the flexible-date rate. */
export const FLEXIBLE_RATE_CODE = 'FLEX';

/** The offer of the list a basket is for: its park days and seat, priced for the group. */
const ticket: ProductLine = {
  kind: 'ticket',
  service: 'TICKET',
  stock: (db, platform, request) => offerStock(db, platform, request),
  async lines(db, platform, basket) {
    const { group } = basket;
    const [offer, needs] = await Promise.all([
      priceOfferLine(db, platform.code, basket),
      offerStock(db, platform.code, { ...basket, code: basket.offerCode }),
    ]);
    if (!offer || !needs) return null;
    const line = basketLine({
      kind: offer.kind,
      code: offer.code,
      label: offer.label,
      date: basket.startDate,
      adults: group.adults,
      children: group.children,
      quantity: payingVisitors(group),
      adultUnitPrice: offer.adultUnit,
      childUnitPrice: offer.childUnit,
      totalPrice: offer.total,
    });
    return [
      {
        ...line,
        stock: placesPerRow(
          needs.map((need) => need.stockId),
          line.quantity,
        ),
      },
    ];
  },
  stockChanged: invalidateAvailability,
};

/** The seat alone of an offer with the show (an EVENT hold, when the category changes). */
const showSeat: ProductLine = {
  kind: 'showSeat',
  service: 'EVENT',
  stock: (db, platform, request) => offerStock(db, platform, request, true),
  stockChanged: invalidateAvailability,
};

/** Priority passes (PE, PGE): held per day; not yet priced online, so a basket with one is refused. */
const pass: ProductLine = {
  kind: 'pass',
  service: 'PASS',
  stock: passStock,
  stockChanged: invalidateAvailability,
};

/** catalogue.md §7.2 FLEX: the flexible-date rate, priced on the basket's tickets. */
const flexibleRate: ProductLine = {
  kind: 'flexibleRate',
  async lines(db, platform, basket, earlier) {
    if (!basket.flexibleRate) return [];
    const product = (await catalogueOf(db, platform.code)).product(FLEXIBLE_RATE_CODE);
    const tickets = earlier.find((line) => line.code === basket.offerCode);
    if (!platform.features.flexibleRate || !product || !tickets) return null;
    const line: PricedLine = {
      ...basketLine({
        kind: 'flexibleRate',
        code: product.code,
        label: offerName(product, basket.language),
        totalPrice: flexibleRatePrice(tickets.totalPrice),
      }),
      stock: [],
    };
    return [line];
  },
};

/** The line kinds of the catalogue capability (DESIGN.md, product lines), in pricing order. */
export const catalogProductLines: readonly ProductLine[] = [ticket, showSeat, pass, flexibleRate];
