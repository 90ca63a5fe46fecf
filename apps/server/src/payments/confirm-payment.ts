import type { PlatformCode } from '@sesame/domain/platform/platform';
import { SOLD_OUT_AFTER_PAYMENT } from '../orders/fulfil-cart.ts';
import { findOrder } from '../orders/orders-repo.ts';
import { paymentsOfOrder } from './payments-repo.ts';
import { type SettleServices, settlePayment } from './settle-payment.ts';

export type ConfirmResult =
  | { success: true }
  | {
      success: false;
      code:
        | 'ORDER_NOT_FOUND'
        | 'PAYMENT_FAILED'
        | 'PAYMENT_NOT_COMPLETED'
        | 'ORDER_REFUNDED'
        | 'BUSY';
    };

/**
 * confirmShoppingCart (booking-funnel.md §4, order flow): the browser back from the provider asks
 * where its cart stands. A succeeded payment whose notification has not arrived yet is applied
 * now, by the same settlement as the notification's (DESIGN.md invariant 3).
 */
export async function confirmPayment(
  services: SettleServices,
  cart: { orderId: string; shoppingCartId: string; platform: PlatformCode },
): Promise<ConfirmResult> {
  const found = await findOrder(services.db, cart.orderId);
  if (!found || found.platform !== cart.platform || found.shoppingCartId !== cart.shoppingCartId) {
    return { success: false, code: 'ORDER_NOT_FOUND' };
  }
  const payments = (await paymentsOfOrder(services.db, found.id)).filter(
    (payment) => payment.shoppingCartId === cart.shoppingCartId,
  );
  for (const payment of payments) {
    if (payment.status !== 'succeeded' || payment.settlement !== null) continue;
    const settled = await settlePayment(services, payment.id);
    if (settled.found && settled.busy) return { success: false, code: 'BUSY' };
  }
  const order = await findOrder(services.db, found.id);
  if (order?.status === 'paid') return { success: true };
  if (order?.status === 'cancelled' && order.cancelReason === SOLD_OUT_AFTER_PAYMENT) {
    return { success: false, code: 'ORDER_REFUNDED' };
  }
  if (order?.status !== 'cart') return { success: false, code: 'ORDER_NOT_FOUND' };
  const latest = payments[0];
  return latest?.status === 'failed' || latest?.status === 'cancelled'
    ? { success: false, code: 'PAYMENT_FAILED' }
    : { success: false, code: 'PAYMENT_NOT_COMPLETED' };
}
