import { isFlexibleRateOffered } from '@sesame/domain/booking/flexible-rate-window';
import { payingVisitors } from '@sesame/domain/booking/visitors';
import { flexibleRatePrice } from '@sesame/domain/pricing/flexible-rate-price';
import {
  basketLine,
  type PricedLine,
  type ProductLine,
  placesPerRow,
} from '../orders/product-lines.ts';
import { invalidateAvailability } from './availability-cache.ts';
import { offerStock, passStock, priceOfferLine, pricePassLine } from './basket-pricing.ts';
import { isPass, offerName } from './catalogue.ts';
import { catalogueOf } from './catalogue-cache.ts';
import { activityStock, isActivity, priceActivityLine } from './christmas-activity.ts';
import { todayInParis } from './current-day.ts';
import { cardOfBasket } from './family-rate.ts';

/** catalogue.md §7.2 FLEX: the product code of the flexible-date rate. */
export const FLEXIBLE_RATE_CODE = 'FLEX';

/**
 * The offer of the list a basket is for: its park days and seat, priced for the group — at the
 * FAMILY variant with a large family card valid at the visit; a card that fails its checks
 * refuses the basket.
 */
const ticket: ProductLine = {
  kind: 'ticket',
  service: 'TICKET',
  stock: (db, platform, request) => offerStock(db, platform, request),
  async lines(db, platform, basket) {
    const { group } = basket;
    const card = cardOfBasket(platform.code, group);
    if (card === 'invalid') return { refused: 'FAMILY_CARD_INVALID' };
    const [offer, needs] = await Promise.all([
      priceOfferLine(db, platform.code, { ...basket, card }),
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
        pricingCode: offer.pricingCode,
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

/**
 * Priority passes (PE, PGE, catalogue.md §7.3): held per day (a PASS hold), a line per pass with
 * its days, priced for the group from the catalogue; the complementaries that are no pass are left
 * to the kinds that sell them.
 */
const pass: ProductLine = {
  kind: 'pass',
  service: 'PASS',
  stock: passStock,
  async lines(db, platform, basket) {
    const catalogue = await catalogueOf(db, platform.code);
    const passes = basket.complementaries.filter((complementary) => {
      const product = catalogue.product(complementary.code);
      return product && isPass(product);
    });
    // booking-funnel.md §4: a complementary replaces one of the same code, so one line a pass.
    if (new Set(passes.map((p) => p.code)).size !== passes.length) return null;
    const lines: PricedLine[] = [];
    for (const complementary of passes) {
      const priced = await pricePassLine(db, platform.code, basket, complementary);
      if (!priced) return null;
      const line = basketLine({
        kind: 'pass',
        code: priced.code,
        label: priced.label,
        date: priced.dates[0] ?? null,
        adults: basket.group.adults,
        children: basket.group.children,
        quantity: complementary.quantity,
        adultUnitPrice: priced.price.unitPrice,
        childUnitPrice: priced.price.unitPrice,
        totalPrice: priced.price.totalPrice,
      });
      lines.push({ ...line, stock: placesPerRow(priced.stockIds, line.quantity) });
    }
    return lines;
  },
  stockChanged: invalidateAvailability,
};

/**
 * The Christmas children's activity (La Posada, catalogue.md §7.1): a slot held for the group's
 * children (an ACTIVITY hold), a line with its day and start time, priced from the catalogue.
 */
const activity: ProductLine = {
  kind: 'activity',
  service: 'ACTIVITY',
  stock: activityStock,
  async lines(db, platform, basket) {
    const catalogue = await catalogueOf(db, platform.code);
    const activities = basket.complementaries.filter((complementary) => {
      const product = catalogue.product(complementary.code);
      return product && isActivity(product);
    });
    if (activities.length === 0) return [];
    // One slot for the group's children: a complementary replaces one of the same code (§4).
    if (new Set(activities.map((a) => a.code)).size !== activities.length) return null;
    const lines: PricedLine[] = [];
    for (const complementary of activities) {
      const priced = await priceActivityLine(db, platform, basket, complementary);
      if (!priced) return null;
      const line = basketLine({
        kind: 'activity',
        code: priced.code,
        label: priced.label,
        date: priced.date,
        children: priced.price.places,
        quantity: priced.price.places,
        childUnitPrice: priced.price.childUnitPrice,
        totalPrice: priced.price.totalPrice,
      });
      lines.push({ ...line, stock: placesPerRow([priced.stockId], line.quantity) });
    }
    return lines;
  },
  stockChanged: invalidateAvailability,
};

/** catalogue.md §7.2 FLEX: the flexible-date rate, priced on the basket's tickets. */
const flexibleRate: ProductLine = {
  kind: 'flexibleRate',
  async lines(db, platform, basket, earlier) {
    if (!basket.flexibleRate) return [];
    const product = (await catalogueOf(db, platform.code)).product(FLEXIBLE_RATE_CODE);
    const tickets = earlier.find((line) => line.code === basket.offerCode);
    // booking-funnel.md §9: sold only while it still lets the visitor change the date.
    const changeable = isFlexibleRateOffered(basket.startDate, todayInParis());
    if (!platform.features.flexibleRate || !product || !tickets || !changeable) return null;
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
export const catalogProductLines: readonly ProductLine[] = [
  ticket,
  showSeat,
  pass,
  activity,
  flexibleRate,
];
