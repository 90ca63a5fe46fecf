import type { PlatformCode } from '@sesame/domain/platform/platform';
import type {
  DeleteLockedStockInput,
  LockedStockInput,
} from '@sesame/domain/validation/locked-stock-schema';
import type { Database } from '../db/client.ts';
import { type Executor, inTransaction } from '../db/executor.ts';
import { deleteHolds, resetHoldClockWhenEmpty } from './holds-repo.ts';
import { holdKey } from './lock-stock.ts';
import { lockOrder } from './orders-repo.ts';
import type { ProductLines } from './product-lines.ts';

export type ReleaseResult =
  | { success: true }
  | { success: false; code: 'ORDER_NOT_FOUND' | 'ORDER_ALREADY_PAID' };

/** removeLockedStock: gives back the places of one hold (service and product) of the order. */
export function releaseHold(
  db: Database,
  products: ProductLines,
  platform: PlatformCode,
  input: Pick<LockedStockInput, 'orderId' | 'service' | 'code'>,
): Promise<ReleaseResult> {
  return release(db, products, platform, input.orderId, async (tx) => {
    await deleteHolds(tx, input.orderId, { holdKey: holdKey(input) });
  });
}

/**
 * removeOrderLockedStocks: gives back every hold of a service, or all of them with ALL — what
 * the "selection expired" pop-up does before the visitor starts again (booking-funnel.md §4).
 * With nothing held any more, the order's next hold starts a new 15 minutes.
 */
export function releaseOrderHolds(
  db: Database,
  products: ProductLines,
  platform: PlatformCode,
  input: DeleteLockedStockInput,
): Promise<ReleaseResult> {
  return release(db, products, platform, input.orderId, async (tx) => {
    await deleteHolds(
      tx,
      input.orderId,
      input.service === 'ALL' ? 'all' : { service: input.service },
    );
    await resetHoldClockWhenEmpty(tx, input.orderId);
  });
}

async function release(
  db: Database,
  products: ProductLines,
  platform: PlatformCode,
  orderId: string,
  work: (tx: Executor) => Promise<void>,
): Promise<ReleaseResult> {
  const result = await inTransaction(db, async (tx): Promise<ReleaseResult> => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.platform !== platform) return { success: false, code: 'ORDER_NOT_FOUND' };
    if (order.status === 'paid') return { success: false, code: 'ORDER_ALREADY_PAID' };
    await work(tx);
    return { success: true };
  });
  if (result.success) products.stockChanged();
  return result;
}
