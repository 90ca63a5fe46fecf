import { paymentsToReconcile } from './payments-repo.ts';
import { refundPayment, type SettleServices, settlePayment } from './settle-payment.ts';

export const RECONCILIATION_JOB = 'payment-reconciliation';

/** Time left to the notification path before reconciliation steps in. */
const GRACE_SECONDS = 5;

/**
 * The safety net of DESIGN.md, payments: every succeeded payment becomes a paid order, or a
 * refund and a cancelled order when its places are gone, whatever notification was lost and
 * whatever browser never came back. Run every minute as a job by whichever process is alive.
 */
export async function reconcilePayments(
  services: SettleServices,
  graceSeconds = GRACE_SECONDS,
): Promise<{ settled: number; refunded: number }> {
  let settled = 0;
  let refunded = 0;
  for (const { id, refundDue } of await paymentsToReconcile(services.db, graceSeconds)) {
    if (refundDue) {
      if (await refundPayment(services, id)) refunded += 1;
      continue;
    }
    const result = await settlePayment(services, id);
    if (result.found && !result.busy && result.application) {
      settled += 1;
      if (result.application.kind === 'refund') refunded += 1;
    }
  }
  if (settled > 0 || refunded > 0) {
    services.log.warn({ settled, refunded }, 'reconciliation settled payments left behind');
  }
  return { settled, refunded };
}
