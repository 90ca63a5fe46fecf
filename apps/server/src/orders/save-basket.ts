import { payingVisitors } from '@sesame/domain/booking/visitors';
import { flexibleRatePrice } from '@sesame/domain/catalog/ticket-price';
import { type Cents, sumCents, ZERO } from '@sesame/domain/money/cents';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import type { BasketInput } from '@sesame/domain/validation/basket-schema';
import { priceOfferLine, stockNeeds } from '../catalog/basket-pricing.ts';
import { offerName } from '../catalog/catalogue.ts';
import { catalogueOf } from '../catalog/catalogue-cache.ts';
import { deliveryPrice } from '../catalog/delivery-price.ts';
import type { Database } from '../db/client.ts';
import { inTransaction } from '../db/executor.ts';
import type { StockQuantity } from './holds-repo.ts';
import { donationLabel, postageLabel } from './line-labels.ts';
import { lockOrder, type OrderLine, saveBasketLines } from './orders-repo.ts';

export const FLEXIBLE_RATE_CODE = 'FLEX';

export type SaveBasketResult =
  | { success: true; lines: OrderLine[]; total: Cents }
  | {
      success: false;
      code: 'ORDER_NOT_FOUND' | 'ORDER_ALREADY_PAID' | 'OFFER_UNAVAILABLE' | 'BASKET_INVALID';
    };

type Refusal = Extract<SaveBasketResult, { success: false }>;

/**
 * saveBasket (booking-funnel.md §4 total price; DESIGN.md: the server is the authority on
 * prices): prices every line again from the catalogue — the browser sends no price — and stores
 * the lines, the total and the places the basket takes, which the cart and its confirmation use.
 */
export async function saveBasket(
  db: Database,
  platform: PlatformConfig,
  order: { orderId: string; basket: BasketInput; today: string },
): Promise<SaveBasketResult> {
  const priced = await priceLines(db, platform, order.basket, order.today);
  if ('code' in priced) return priced;

  return inTransaction(db, async (tx): Promise<SaveBasketResult> => {
    const stored = await lockOrder(tx, order.orderId);
    if (!stored || stored.platform !== platform.code)
      return { success: false, code: 'ORDER_NOT_FOUND' };
    if (stored.status === 'paid') return { success: false, code: 'ORDER_ALREADY_PAID' };
    await saveBasketLines(tx, {
      id: order.orderId,
      language: order.basket.language,
      basket: { request: order.basket, stock: priced.stock },
      lines: priced.lines,
      total: priced.total,
    });
    return { success: true, lines: priced.lines, total: priced.total };
  });
}

async function priceLines(
  db: Database,
  platform: PlatformConfig,
  basket: BasketInput,
  today: string,
): Promise<{ lines: OrderLine[]; total: Cents; stock: StockQuantity[] } | Refusal> {
  const { group, language } = basket;
  const visitors = payingVisitors(group);
  const offer = await priceOfferLine(db, platform.code, {
    offerCode: basket.offerCode,
    startDate: basket.startDate,
    duration: basket.duration,
    seating: basket.seating,
    group,
    language,
  });
  const places = await stockNeeds(db, platform.code, {
    service: 'TICKET',
    code: basket.offerCode,
    startDate: basket.startDate,
    duration: basket.duration,
    seating: basket.seating,
    eventDate: basket.eventDate,
  });
  if (!offer || !places) return { success: false, code: 'OFFER_UNAVAILABLE' };
  // Passes and activities have no server price yet: a basket holding them cannot be sold.
  if (basket.complementaries.length > 0) return { success: false, code: 'OFFER_UNAVAILABLE' };

  const line = (
    fields: Partial<OrderLine> & Pick<OrderLine, 'kind' | 'code' | 'label' | 'totalPrice'>,
  ) => ({
    date: null,
    adults: 0,
    children: 0,
    quantity: 1,
    adultUnitPrice: ZERO,
    childUnitPrice: ZERO,
    ...fields,
  });
  const lines: OrderLine[] = [
    line({
      kind: offer.kind,
      code: offer.code,
      label: offer.label,
      date: basket.startDate,
      adults: group.adults,
      children: group.children,
      quantity: visitors,
      adultUnitPrice: offer.adultUnit,
      childUnitPrice: offer.childUnit,
      totalPrice: offer.total,
    }),
  ];

  if (basket.flexibleRate) {
    const product = (await catalogueOf(db, platform.code)).product(FLEXIBLE_RATE_CODE);
    if (!platform.features.flexibleRate || !product) {
      return { success: false, code: 'OFFER_UNAVAILABLE' };
    }
    const flexible = flexibleRatePrice(offer.total);
    lines.push(
      line({
        kind: 'flexibleRate',
        code: product.code,
        label: offerName(product, language),
        totalPrice: flexible,
      }),
    );
  }

  if (basket.sendingMethod === 'courrier') {
    const postage = deliveryPrice(platform, basket.startDate, today);
    if (postage === null) return { success: false, code: 'BASKET_INVALID' };
    lines.push(
      line({ kind: 'postage', code: 'POST', label: postageLabel(language), totalPrice: postage }),
    );
  }

  if (basket.isDonation && basket.donationValue > 0) {
    lines.push(
      line({
        kind: 'donation',
        code: 'DON',
        label: donationLabel(platform.code, language),
        totalPrice: basket.donationValue,
      }),
    );
  }

  const stock = new Map<number, number>();
  for (const { stockId } of places) stock.set(stockId, (stock.get(stockId) ?? 0) + visitors);
  return {
    lines,
    total: sumCents(lines.map((l) => l.totalPrice)),
    stock: [...stock].map(([stockId, quantity]) => ({ stockId, quantity })),
  };
}
