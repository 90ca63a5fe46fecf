import type { PaymentStatus } from './payment-provider.ts';
import { type SettleServices, settlePayment } from './settle-payment.ts';

export type NotificationOutcome = 'recorded' | 'unknown-payment' | 'busy';

/**
 * A verified notification from the provider: what it says about the payment is recorded and, when
 * the payment succeeded, applied to its order, in one transaction.
 */
export async function receiveNotification(
  services: SettleServices,
  notification: { paymentId: string; status: PaymentStatus },
): Promise<NotificationOutcome> {
  const result = await settlePayment(services, notification.paymentId, notification.status);
  if (!result.found) return 'unknown-payment';
  return result.busy ? 'busy' : 'recorded';
}
