import type { PlatformCode } from '@sesame/domain/platform/platform';
import { inTransaction, limitLockWait } from '../db/executor.ts';
import { fulfilCart } from '../orders/fulfil-cart.ts';
import { isLockContention } from '../orders/lock-contention.ts';
import { lockOrder } from '../orders/orders-repo.ts';
import type { SettleServices } from './settle-payment.ts';

export type FreeCartResult =
  | { success: true }
  | {
      success: false;
      code: 'ORDER_NOT_FOUND' | 'PAYMENT_REQUIRED' | 'SELECTION_EXPIRED' | 'SOLD_OUT' | 'BUSY';
    };

/**
 * confirmShoppingCartBasic (booking-funnel.md §7, checkout-and-account.md §7): a cart the server
 * priced at 0 needs no payment and is confirmed as a paid one is (decision 32), in one transaction
 * under the order's lock: its holds become sold places exactly once (fulfilCart's conditional
 * update), its tickets and invoice are issued and its confirmation e-mail queued. Any number of
 * calls, in any order, confirm it once; a later call answers success. A cart with an amount to pay
 * is refused, and so is one whose holds expired: with no payment taken, nothing is sold late.
 */
export async function confirmFreeCart(
  services: Pick<SettleServices, 'db' | 'products' | 'documents' | 'insurancePolicies'>,
  cart: { orderId: string; reservation: string; platform: PlatformCode },
): Promise<FreeCartResult> {
  const refused = (code: Exclude<FreeCartResult, { success: true }>['code']) => ({
    result: { success: false, code } as const,
    stockChanged: false,
  });
  try {
    const { result, stockChanged } = await inTransaction(services.db, async (tx) => {
      await limitLockWait(tx);
      const order = await lockOrder(tx, cart.orderId);
      if (!order || order.platform !== cart.platform || order.shoppingCartId !== cart.reservation) {
        return refused('ORDER_NOT_FOUND');
      }
      if (order.status === 'paid')
        return { result: { success: true } as const, stockChanged: false };
      if (order.status !== 'cart' || order.total === null) return refused('ORDER_NOT_FOUND');
      if (order.total !== 0) return refused('PAYMENT_REQUIRED');
      if (order.holdsExpired) return refused('SELECTION_EXPIRED');
      const outcome = await fulfilCart(
        tx,
        { ...order, status: 'cart', shoppingCartId: cart.reservation, total: order.total },
        services.products,
      );
      if (outcome !== 'paid') return { ...refused('SOLD_OUT'), stockChanged: true };
      await services.documents.issue(tx, order);
      await services.insurancePolicies.orderPaid(tx, order.id);
      return { result: { success: true } as const, stockChanged: true };
    });
    if (stockChanged) services.products.stockChanged();
    return result;
  } catch (error) {
    if (isLockContention(error)) return { success: false, code: 'BUSY' };
    throw error;
  }
}
