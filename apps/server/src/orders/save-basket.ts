import { type Cents, sumCents } from '@sesame/domain/money/cents';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { donationAmount } from '@sesame/domain/pricing/donation-amount';
import { postagePrice } from '@sesame/domain/pricing/postage-price';
import type { BasketInput } from '@sesame/domain/validation/basket-schema';
import type { Database } from '../db/client.ts';
import { inTransaction } from '../db/executor.ts';
import type { StockQuantity } from './holds-repo.ts';
import { donationLabel, postageLabel } from './line-labels.ts';
import { lockOrder, type OrderLine, saveBasketLines } from './orders-repo.ts';
import { basketLine, type LineRefusal, type ProductLines } from './product-lines.ts';

export type SaveBasketResult =
  | { success: true; lines: OrderLine[]; total: Cents }
  | {
      success: false;
      code:
        | 'ORDER_NOT_FOUND'
        | 'ORDER_ALREADY_PAID'
        | 'OFFER_UNAVAILABLE'
        | 'BASKET_INVALID'
        | LineRefusal['refused'];
    };

type Refusal = Extract<SaveBasketResult, { success: false }>;

/**
 * saveBasket (booking-funnel.md §4 total price; DESIGN.md: the server is the authority on
 * prices): prices every line again through the product lines — the browser sends no price — and
 * stores the lines, the total and the places the basket takes, which the cart and its
 * confirmation use.
 */
export async function saveBasket(
  db: Database,
  products: ProductLines,
  platform: PlatformConfig,
  order: { orderId: string; basket: BasketInput; today: string },
): Promise<SaveBasketResult> {
  const priced = await priceBasket(db, products, platform, order.basket, order.today);
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

/** The basket's lines and total at today's catalogue, and the places it takes. */
export async function priceBasket(
  db: Database,
  products: ProductLines,
  platform: PlatformConfig,
  basket: BasketInput,
  today: string,
): Promise<{ lines: OrderLine[]; total: Cents; stock: StockQuantity[] } | Refusal> {
  const sold = await products.lines(db, platform, basket);
  if (!sold) return { success: false, code: 'OFFER_UNAVAILABLE' };
  if ('refused' in sold) return { success: false, code: sold.refused };
  const extras = basketExtras(platform, basket, today);
  if (!extras) return { success: false, code: 'BASKET_INVALID' };

  const lines = [
    ...sold.map(({ stock: _places, pricingCode: _pricing, ...line }) => line),
    ...extras,
  ];
  const stock = new Map<number, number>();
  for (const { stockId, quantity } of sold.flatMap((line) => line.stock)) {
    stock.set(stockId, (stock.get(stockId) ?? 0) + quantity);
  }
  return {
    lines,
    total: sumCents(lines.map((line) => line.totalPrice)),
    stock: [...stock].map(([stockId, quantity]) => ({ stockId, quantity })),
  };
}

/**
 * Postage and donation: extras of the order itself, which no capability sells and no stock
 * backs, priced by the rules of packages/domain/src/pricing. Null when the post cannot deliver.
 */
function basketExtras(
  platform: PlatformConfig,
  basket: BasketInput,
  today: string,
): OrderLine[] | null {
  const extras: OrderLine[] = [];
  if (basket.sendingMethod === 'courrier') {
    const postage = postagePrice(platform, basket.startDate, today);
    if (postage === null) return null;
    extras.push(
      basketLine({
        kind: 'postage',
        code: 'POST',
        label: postageLabel(basket.language),
        totalPrice: postage,
      }),
    );
  }
  const donation = donationAmount(basket);
  if (donation > 0) {
    extras.push(
      basketLine({
        kind: 'donation',
        code: 'DON',
        label: donationLabel(platform.code, basket.language),
        totalPrice: donation,
      }),
    );
  }
  return extras;
}
