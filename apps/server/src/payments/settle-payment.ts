import { inTransaction, limitLockWait } from '../db/executor.ts';
import type { Services } from '../http/services.ts';
import { isLockContention } from '../orders/lock-contention.ts';
import { lockOrder } from '../orders/orders-repo.ts';
import { type Application, applyPayment } from './apply-payment.ts';
import type { PaymentStatus } from './payment-provider.ts';
import { findPayment, lockPayment, type PaymentRow, recordNotification } from './payments-repo.ts';

/** What settling a payment uses: the order's documents and its insurance policy included. */
export type SettleServices = Pick<
  Services,
  'db' | 'payments' | 'log' | 'products' | 'documents' | 'insurancePolicies'
>;

export type SettleResult =
  | { found: false }
  | { found: true; busy: true }
  | { found: true; busy: false; payment: PaymentRow; application: Application | null };

/**
 * Applies a payment to its order, in one transaction with what the provider just reported about
 * it when it comes from a notification (DESIGN.md, payments). Any number of notifications,
 * browser returns and reconciliation runs may call it, in any order: a succeeded payment is
 * applied once. A refund it decides is made at once, after the commit; reconciliation retries it
 * if the provider cannot be reached.
 */
export async function settlePayment(
  services: SettleServices,
  paymentId: string,
  reported?: PaymentStatus,
): Promise<SettleResult> {
  let result: SettleResult;
  try {
    result = await inTransaction(services.db, async (tx): Promise<SettleResult> => {
      await limitLockWait(tx);
      const known = await findPayment(tx, paymentId);
      if (!known) return { found: false };
      const order = await lockOrder(tx, known.orderId);
      if (reported) await recordNotification(tx, paymentId, reported);
      const payment = await lockPayment(tx, paymentId);
      if (!order || !payment) return { found: false };
      if (payment.status !== 'succeeded' || payment.settlement !== null) {
        return { found: true, busy: false, payment, application: null };
      }
      const application = await applyPayment(
        tx,
        order,
        payment,
        services.products,
        services.documents,
        services.insurancePolicies,
      );
      return { found: true, busy: false, payment, application };
    });
  } catch (error) {
    if (isLockContention(error)) return { found: true, busy: true };
    throw error;
  }
  if (result.found && !result.busy && result.application) {
    if (result.application.kind === 'order' || result.application.reason !== 'CART_CHANGED') {
      services.products.stockChanged();
    }
    if (result.application.kind === 'refund') await refundPayment(services, paymentId);
  }
  return result;
}

/** Asks the provider for a refund the settlement decided; a failure is left to reconciliation. */
export async function refundPayment(
  services: Pick<Services, 'payments' | 'log'>,
  paymentId: string,
): Promise<boolean> {
  try {
    const refunded = await services.payments.refund(paymentId);
    if (!refunded) services.log.error({ paymentId }, 'refund refused by the provider');
    return refunded;
  } catch (error) {
    services.log.error({ err: error, paymentId }, 'refund failed, reconciliation will retry');
    return false;
  }
}
