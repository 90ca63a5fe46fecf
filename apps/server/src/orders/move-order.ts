import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { Database } from '../db/client.ts';
import { inTransaction, limitLockWait } from '../db/executor.ts';
import { heldStockIds, lockStockRows, moveHolds } from './holds-repo.ts';
import { isLockContention } from './lock-contention.ts';
import { handOverOrder, lockOrder, type OrderRow } from './orders-repo.ts';

export type MoveOrderResult =
  | { success: true; expiresAt: string | null; renewals: number }
  | {
      success: false;
      code: 'ORDER_NOT_FOUND' | 'ORDER_ALREADY_PAID' | 'SELECTION_EXPIRED' | 'BUSY';
    };

/**
 * readings.md §13: after a back/forward navigation the browser takes a new order id (initOrder)
 * and the old order's holds, saved basket and customer move to it in one transaction, so the
 * visitor loses nothing. The holds keep their expiry and renewals (DESIGN.md: one expiry per
 * order, never extended by anything but a renewal). Whoever holds the old order's id may move it,
 * once; a paid, closed or expired order is not moved.
 */
export async function moveOrder(
  db: Database,
  platform: PlatformCode,
  ids: { fromOrderId: string; toOrderId: string },
): Promise<MoveOrderResult> {
  try {
    return await inTransaction(db, async (tx): Promise<MoveOrderResult> => {
      await limitLockWait(tx);
      // Both orders locked in id order, like stock rows: two moves never wait on each other.
      const locked = new Map<string, OrderRow | null>();
      for (const id of [ids.fromOrderId, ids.toOrderId].sort()) {
        locked.set(id, await lockOrder(tx, id));
      }
      const from = locked.get(ids.fromOrderId) ?? null;
      const to = locked.get(ids.toOrderId) ?? null;
      if (!from || from.platform !== platform || !to || !isNewOrder(to, platform)) {
        return { success: false, code: 'ORDER_NOT_FOUND' };
      }
      if (from.status === 'paid') return { success: false, code: 'ORDER_ALREADY_PAID' };
      if (from.status === 'cancelled') return { success: false, code: 'SELECTION_EXPIRED' };

      const stockIds = await heldStockIds(tx, from.id);
      if (stockIds.length > 0 && from.holdsExpired) {
        return { success: false, code: 'SELECTION_EXPIRED' };
      }
      // The places held per row do not change; the rows are locked as every change of holds
      // locks them, so that the move and a hold or a sale on the same rows are serialised.
      await lockStockRows(tx, stockIds);
      await moveHolds(tx, from.id, to.id);
      await handOverOrder(tx, from.id, to.id);
      return {
        success: true,
        expiresAt: stockIds.length > 0 ? from.holdsExpireAt : null,
        renewals: from.holdRenewals,
      };
    });
  } catch (error) {
    if (isLockContention(error)) return { success: false, code: 'BUSY' };
    throw error;
  }
}

/** An order just allocated by initOrder: nothing held, saved or opened on it yet. */
function isNewOrder(order: OrderRow, platform: PlatformCode): boolean {
  return (
    order.platform === platform &&
    order.status === 'draft' &&
    order.basket === null &&
    order.holdsExpireAt === null &&
    order.shoppingCartId === null
  );
}
