import type { Database } from '../db/client.ts';
import { type ConfirmResult, confirmCart } from '../orders/confirm-cart.ts';
import type { PaymentStatus } from './payment-provider.ts';
import { cartOfOrder, recordNotification } from './payments-repo.ts';

export type NotificationResult =
  | ConfirmResult
  | { success: false; code: 'PAYMENT_NOT_FOUND' | 'PAYMENT_FAILED' };

/**
 * A verified notification from the provider: records what it says about the payment and, when
 * the payment succeeded, confirms the order's cart (the same confirmation as the browser's).
 */
export async function receiveNotification(
  db: Database,
  notification: { paymentId: string; status: PaymentStatus },
): Promise<NotificationResult> {
  const payment = await recordNotification(db, notification.paymentId, notification.status);
  if (!payment) return { success: false, code: 'PAYMENT_NOT_FOUND' };
  if (payment.status === 'failed') return { success: false, code: 'PAYMENT_FAILED' };
  if (payment.status === 'pending') return { success: false, code: 'PAYMENT_NOT_COMPLETED' };
  const cart = await cartOfOrder(db, payment.orderId);
  // A payment for a cart the visitor has since replaced stays on record as succeeded; the
  // confirmation of the new cart decides what it pays for (see confirm-cart.ts).
  if (!cart?.shoppingCartId) return { success: false, code: 'ORDER_NOT_FOUND' };
  return confirmCart(db, { orderId: cart.orderId, shoppingCartId: cart.shoppingCartId });
}
