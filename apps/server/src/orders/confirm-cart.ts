import type { PlatformCode } from '@sesame/domain/platform/platform';
import { invalidateAvailability } from '../catalog/availability-cache.ts';
import type { Database } from '../db/client.ts';
import { isLockContention } from './lock-contention.ts';
import {
  activeHeldElsewhere,
  addSold,
  deleteHolds,
  flagPaymentForReview,
  heldStockIds,
  inTransaction,
  limitLockWait,
  lockOrder,
  lockStockRows,
  markPaid,
  paymentsOfOrder,
} from './orders-repo.ts';

export type ConfirmResult =
  | { success: true }
  | {
      success: false;
      code:
        | 'ORDER_NOT_FOUND'
        | 'PAYMENT_FAILED'
        | 'PAYMENT_NOT_COMPLETED'
        | 'ORDER_NEEDS_REVIEW'
        | 'BUSY';
    };

/** Review reasons left on a succeeded payment whose order could not simply be confirmed. */
export const REVIEW_REASONS = {
  soldOut: 'SOLD_OUT_AFTER_PAYMENT',
  amountMismatch: 'AMOUNT_MISMATCH',
} as const;

/**
 * confirmShoppingCart (booking-funnel.md §4, order flow; DESIGN.md invariant 3): the one
 * confirmation, reached by the provider's notification and by the browser's return, in any
 * order and any number of times. In one transaction holding the order's lock it turns the
 * cart's places into sold ones exactly once, when a succeeded payment of the cart's total exists.
 *
 * Our reading where the spec is silent: a payment that succeeds after the holds expired still sells
 * the places when they are free. When they are not, the order is still marked paid — the money
 * is never thrown away — its places are not sold (never oversold), and the payment carries the
 * review reason `SOLD_OUT_AFTER_PAYMENT` for the operator, who rebooks or refunds. The visitor
 * is told ORDER_NEEDS_REVIEW instead of a confirmation.
 */
export async function confirmCart(
  db: Database,
  cart: { orderId: string; shoppingCartId: string; platform?: PlatformCode },
): Promise<ConfirmResult> {
  let stockChanged = false;
  try {
    const result = await inTransaction(db, async (tx): Promise<ConfirmResult> => {
      await limitLockWait(tx);
      const order = await lockOrder(tx, cart.orderId);
      const elsewhere = cart.platform !== undefined && order?.platform !== cart.platform;
      if (!order || elsewhere || order.shoppingCartId !== cart.shoppingCartId) {
        return { success: false, code: 'ORDER_NOT_FOUND' };
      }
      const payments = await paymentsOfOrder(tx, order.id);
      if (order.status === 'paid') {
        return payments.some((p) => p.failureCode === REVIEW_REASONS.soldOut)
          ? { success: false, code: 'ORDER_NEEDS_REVIEW' }
          : { success: true };
      }
      if (order.status !== 'cart') return { success: false, code: 'ORDER_NOT_FOUND' };

      const succeeded = payments.filter((p) => p.status === 'succeeded');
      const payment = succeeded.find((p) => p.amount === order.total && p.failureCode === null);
      if (!payment) {
        if (succeeded.length === 0) {
          return payments[0]?.status === 'failed'
            ? { success: false, code: 'PAYMENT_FAILED' }
            : { success: false, code: 'PAYMENT_NOT_COMPLETED' };
        }
        // The basket changed while a payment was under way: a person must settle it.
        for (const other of succeeded.filter((p) => p.failureCode === null)) {
          await flagPaymentForReview(tx, other.id, REVIEW_REASONS.amountMismatch);
        }
        return { success: false, code: 'ORDER_NEEDS_REVIEW' };
      }

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
        return row && row.capacity - row.sold - (heldElsewhere.get(stockId) ?? 0) >= quantity;
      });

      if (!(await markPaid(tx, order.id, cart.shoppingCartId))) {
        throw new Error(`Order ${order.id} left the cart status while locked`);
      }
      await deleteHolds(tx, order.id, 'all');
      stockChanged = true;
      if (!fits) {
        await flagPaymentForReview(tx, payment.id, REVIEW_REASONS.soldOut);
        return { success: false, code: 'ORDER_NEEDS_REVIEW' };
      }
      await addSold(tx, places);
      return { success: true };
    });
    if (stockChanged) invalidateAvailability();
    return result;
  } catch (error) {
    if (isLockContention(error)) return { success: false, code: 'BUSY' };
    throw error;
  }
}
