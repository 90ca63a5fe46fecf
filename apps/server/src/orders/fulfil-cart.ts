import { placesFit } from '@sesame/domain/catalog/places-fit';
import type { Cents } from '@sesame/domain/money/cents';
import type { Executor } from '../db/executor.ts';
import {
  activeHeldElsewhere,
  addSold,
  deleteHolds,
  heldStockIds,
  lockStockRows,
} from './holds-repo.ts';
import { cancelOrder, markPaid, type OrderRow, orderLines } from './orders-repo.ts';
import type { ProductLines } from './product-lines.ts';

/** Why a paid cart's places could not be sold: its payment is refunded. */
export const SOLD_OUT_AFTER_PAYMENT = 'SOLD_OUT_AFTER_PAYMENT';

export type FulfilOutcome = 'paid' | 'sold-out';

/**
 * Turns a paid cart's places into sold ones, exactly once (DESIGN.md invariant 3), inside the
 * transaction that locked the order. A payment that arrives after the holds expired still sells
 * the places when they are free. When they are not, nothing is oversold: the order is cancelled
 * and the caller refunds the payment (a late payment after resale). The same happens when a line
 * kind refuses the sale (a coupon whose redemption cap was reached meanwhile, decision 21).
 */
export async function fulfilCart(
  tx: Executor,
  order: OrderRow & { status: 'cart'; shoppingCartId: string; total: Cents },
  products: Pick<ProductLines, 'sell'>,
): Promise<FulfilOutcome> {
  const places = order.basket?.stock ?? [];
  const neededIds = places.map((place) => place.stockId);
  const lockedIds = [...new Set([...neededIds, ...(await heldStockIds(tx, order.id))])].sort(
    (a, b) => a - b,
  );
  const rows = new Map((await lockStockRows(tx, lockedIds)).map((row) => [row.id, row]));
  // Others' unexpired holds keep their places; this order's own holds are about to go.
  const heldElsewhere = await activeHeldElsewhere(tx, neededIds, { orderId: order.id });
  const fits = places.every(({ stockId, quantity }) => {
    const row = rows.get(stockId);
    return row && placesFit(row.capacity - row.sold - (heldElsewhere.get(stockId) ?? 0), quantity);
  });

  await deleteHolds(tx, order.id, 'all');
  const sold =
    fits && (await products.sell(tx, { orderId: order.id, lines: await orderLines(tx, order.id) }));
  if (!sold) {
    await cancelOrder(tx, order.id, SOLD_OUT_AFTER_PAYMENT);
    return 'sold-out';
  }
  if (!(await markPaid(tx, order.id, order.shoppingCartId))) {
    throw new Error(`Order ${order.id} left the cart status while locked`);
  }
  await addSold(tx, places);
  return 'paid';
}
