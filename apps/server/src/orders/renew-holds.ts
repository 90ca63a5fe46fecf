import { type RenewalRefusal, renewalRefusal } from '@sesame/domain/booking/hold-renewal';
import type { Cents } from '@sesame/domain/money/cents';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { basketSchema } from '@sesame/domain/validation/basket-schema';
import type { Database } from '../db/client.ts';
import { inTransaction, limitLockWait } from '../db/executor.ts';
import {
  activeHeldElsewhere,
  activeHoldsOfOrder,
  heldStockIds,
  lockStockRows,
  renewHoldClock,
} from './holds-repo.ts';
import { isLockContention } from './lock-contention.ts';
import { findOrder, lockOrder, saveBasketLines } from './orders-repo.ts';
import type { ProductLines } from './product-lines.ts';
import { priceBasket, type SaveBasketResult } from './save-basket.ts';

export type RenewHoldsResult =
  | { success: true; expiresAt: string; renewals: number; total: Cents | null }
  | {
      success: false;
      code:
        | RenewalRefusal
        | 'ORDER_NOT_FOUND'
        | 'SOLD_OUT'
        | 'BUSY'
        | Extract<SaveBasketResult, { success: false }>['code'];
    };

/**
 * readings.md §15: keeps the held selection another 15 minutes (database clock), at most 3 times
 * per order. Stock and prices are checked again, as for a new selection (booking-funnel.md §4,
 * the second variant: the selection is updated and prices may change): the places must still fit
 * the rows' capacity, and the saved basket is priced at today's catalogue; a basket whose price
 * changed is saved again and needs a new cart. A refusal changes nothing.
 */
export async function renewHolds(
  db: Database,
  products: ProductLines,
  platform: PlatformConfig,
  request: { orderId: string; today: string },
): Promise<RenewHoldsResult> {
  const order = await findOrder(db, request.orderId);
  if (!order || order.platform !== platform.code)
    return { success: false, code: 'ORDER_NOT_FOUND' };
  const savedRequest = order.basket ? basketSchema.safeParse(order.basket.request) : null;
  if (savedRequest && !savedRequest.success) return { success: false, code: 'BASKET_INVALID' };
  const priced = savedRequest
    ? await priceBasket(db, products, platform, savedRequest.data, request.today)
    : null;
  if (priced && 'code' in priced) return priced;

  try {
    return await inTransaction(db, async (tx): Promise<RenewHoldsResult> => {
      await limitLockWait(tx);
      const locked = await lockOrder(tx, request.orderId);
      if (!locked) return { success: false, code: 'ORDER_NOT_FOUND' };
      // The basket was saved again while it was being priced: the visitor acts elsewhere.
      if (JSON.stringify(locked.basket?.request) !== JSON.stringify(order.basket?.request)) {
        return { success: false, code: 'BUSY' };
      }
      const stockIds = await heldStockIds(tx, locked.id);
      const refusal = renewalRefusal({
        status: locked.status,
        holdsPlaces: stockIds.length > 0,
        holdsExpired: locked.holdsExpired,
        renewals: locked.holdRenewals,
      });
      if (refusal) return { success: false, code: refusal };

      const rows = await lockStockRows(tx, stockIds);
      const held = await activeHoldsOfOrder(tx, locked.id);
      const heldElsewhere = await activeHeldElsewhere(tx, stockIds, { orderId: locked.id });
      const fits = rows.every(
        (row) =>
          row.capacity - row.sold - (heldElsewhere.get(row.id) ?? 0) >= (held.get(row.id) ?? 0),
      );
      if (!fits) return { success: false, code: 'SOLD_OUT' };

      // A cart pays the saved total: only a changed total makes the visitor confirm a new one.
      if (priced && savedRequest && priced.total !== locked.total) {
        await saveBasketLines(tx, {
          id: locked.id,
          language: savedRequest.data.language,
          basket: { request: savedRequest.data, stock: priced.stock },
          lines: priced.lines,
          total: priced.total,
        });
      }
      const clock = await renewHoldClock(tx, locked.id);
      return { success: true, ...clock, total: priced ? priced.total : locked.total };
    });
  } catch (error) {
    if (isLockContention(error)) return { success: false, code: 'BUSY' };
    throw error;
  }
}
