import { placesFit } from '@sesame/domain/catalog/places-fit';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { MAX_GROUP_PLACES } from '@sesame/domain/validation/limits';
import type { LockedStockInput } from '@sesame/domain/validation/locked-stock-schema';
import type { Database } from '../db/client.ts';
import { inTransaction, limitLockWait } from '../db/executor.ts';
import {
  activeHeldElsewhere,
  activeHoldsOfOrder,
  deleteExpiredHolds,
  lockStockRows,
  replaceHold,
  startHoldClock,
} from './holds-repo.ts';
import { isLockContention } from './lock-contention.ts';
import { lockOrder, type OrderRow } from './orders-repo.ts';
import { type LineRefusal, type ProductLines, placesPerRow } from './product-lines.ts';

/** A hold of one product; the API names today's services, a registered kind may name its own. */
export type HoldInput = Omit<LockedStockInput, 'service'> & { service: string };

export type LockStockResult =
  | { success: true; expiresAt: string }
  | {
      success: false;
      code:
        | 'ORDER_NOT_FOUND'
        | 'ORDER_ALREADY_PAID'
        | 'SELECTION_EXPIRED'
        | 'OFFER_UNAVAILABLE'
        | 'SOLD_OUT'
        | 'TOO_MANY_PLACES'
        | 'BUSY'
        | LineRefusal['refused'];
    };

/** Rolls the hold back: with it, the order would take more places on a row than a group has. */
class TooManyPlaces extends Error {}

/** The one hold an order has per service and product: a new request for it replaces it. */
export function holdKey(input: Pick<HoldInput, 'service' | 'code'>): string {
  return `${input.service}:${input.code}`;
}

/**
 * DESIGN.md, stock holds: holds `quantity` places on every stock row one place of the product
 * takes (as its product line says), for the order's 15 minutes (database clock), in one
 * transaction that never oversells.
 */
export async function lockStock(
  db: Database,
  products: ProductLines,
  platform: PlatformCode,
  input: HoldInput,
): Promise<LockStockResult> {
  const needs = await products.stock(db, platform, input.service, input);
  if (needs && 'refused' in needs) return { success: false, code: needs.refused };
  if (!needs || needs.length === 0) return { success: false, code: 'OFFER_UNAVAILABLE' };
  const holds = placesPerRow(
    needs.map((need) => need.stockId),
    input.quantity,
  );
  const stockIds = holds.map((hold) => hold.stockId);
  const key = holdKey(input);

  try {
    const result = await inTransaction(db, async (tx): Promise<LockStockResult> => {
      await limitLockWait(tx);
      const refusal = refusalToHold(await lockOrder(tx, input.orderId), platform);
      if (refusal) return { success: false, code: refusal };

      const rows = new Map((await lockStockRows(tx, stockIds)).map((row) => [row.id, row]));
      await deleteExpiredHolds(tx, stockIds);
      const heldElsewhere = await activeHeldElsewhere(tx, stockIds, {
        orderId: input.orderId,
        holdKey: key,
      });
      const fits = holds.every(({ stockId, quantity }) => {
        const row = rows.get(stockId);
        return (
          row && placesFit(row.capacity - row.sold - (heldElsewhere.get(stockId) ?? 0), quantity)
        );
      });
      if (!fits) return { success: false, code: products.soldOut(input.service) };

      const expiresAt = await startHoldClock(tx, input.orderId);
      await replaceHold(tx, {
        orderId: input.orderId,
        service: input.service,
        holdKey: key,
        holds,
      });
      // Counted once written, whatever holds of the order the places come from: several offers
      // may take one row, and the order is locked, so no other hold of it can slip in.
      const ordered = await activeHoldsOfOrder(tx, input.orderId);
      if (stockIds.some((id) => (ordered.get(id) ?? 0) > MAX_GROUP_PLACES))
        throw new TooManyPlaces();
      return { success: true, expiresAt };
    });
    if (result.success) products.stockChanged();
    return result;
  } catch (error) {
    if (error instanceof TooManyPlaces) return { success: false, code: 'TOO_MANY_PLACES' };
    if (isLockContention(error)) return { success: false, code: 'BUSY' };
    throw error;
  }
}

/** Why an order may not take (or keep) holds, if it may not. */
export function refusalToHold(
  order: OrderRow | null,
  platform: PlatformCode,
): 'ORDER_NOT_FOUND' | 'ORDER_ALREADY_PAID' | 'SELECTION_EXPIRED' | null {
  if (!order || order.platform !== platform) return 'ORDER_NOT_FOUND';
  if (order.status === 'paid') return 'ORDER_ALREADY_PAID';
  if (order.status === 'cancelled' || order.holdsExpired) return 'SELECTION_EXPIRED';
  return null;
}
