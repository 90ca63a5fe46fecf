import { randomUUID } from 'node:crypto';
import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { inTransaction, limitLockWait } from '../db/executor.ts';
import type { Services } from '../http/services.ts';
import { isLockContention } from '../orders/lock-contention.ts';
import { lockOrder } from '../orders/orders-repo.ts';
import {
  cancelOpenPayments,
  insertPayment,
  merchantOf,
  paymentsOfOrder,
  setOrderLanguage,
} from './payments-repo.ts';

export type StartPaymentResult =
  | { success: true; paymentId: string; redirectUrl: string }
  | {
      success: false;
      code:
        | 'ORDER_NOT_FOUND'
        | 'ORDER_ALREADY_PAID'
        | 'SELECTION_EXPIRED'
        | 'BASKET_INVALID'
        | 'BUSY';
    };

/**
 * checkout-and-account.md, payment: opens a card payment of the cart's total as the server
 * priced it, and gives the browser the provider's own form to go to. An order has at most one
 * open payment (DESIGN.md, payments): a double click, the back button or a second tab gets the
 * same payment back; a new one is opened only when it failed, expired or no longer matches the
 * cart. Runs under the order's lock, so concurrent calls open one payment.
 */
export async function startPayment(
  services: Pick<Services, 'db' | 'payments'>,
  request: {
    platform: PlatformCode;
    orderId: string;
    shoppingCartId: string;
    language: Language;
    /** Public origin of the web app and API, e.g. `https://billets.example`. */
    publicUrl: string;
  },
): Promise<StartPaymentResult> {
  const { db, payments } = services;
  try {
    return await inTransaction(db, async (tx): Promise<StartPaymentResult> => {
      await limitLockWait(tx);
      const order = await lockOrder(tx, request.orderId);
      if (
        !order ||
        order.platform !== request.platform ||
        order.shoppingCartId !== request.shoppingCartId
      ) {
        return { success: false, code: 'ORDER_NOT_FOUND' };
      }
      const earlier = await paymentsOfOrder(tx, order.id);
      // A succeeded payment not yet applied: its notification or the browser's return will.
      const paidAlready = earlier.some((p) => p.status === 'succeeded' && p.settlement === null);
      if (order.status === 'paid' || paidAlready) {
        return { success: false, code: 'ORDER_ALREADY_PAID' };
      }
      if (order.status !== 'cart') return { success: false, code: 'ORDER_NOT_FOUND' };
      if (order.holdsExpired) return { success: false, code: 'SELECTION_EXPIRED' };
      // The spec's zero-price error: never take a payment of nothing for places.
      if (order.total === null || order.total <= 0) {
        return { success: false, code: 'BASKET_INVALID' };
      }

      const open = earlier.find((p) => p.status === 'pending');
      const reusable =
        open &&
        !open.expired &&
        open.redirectUrl &&
        open.shoppingCartId === order.shoppingCartId &&
        open.amount === order.total;
      if (open && reusable && open.redirectUrl) {
        return { success: true, paymentId: open.id, redirectUrl: open.redirectUrl };
      }
      if (open) await cancelOpenPayments(tx, order.id);

      const paymentId = randomUUID();
      const site = `${request.publicUrl}/${request.language}`;
      // Called under the lock: a real provider takes our payment id as its idempotency key.
      const { redirectUrl } = await payments.createPayment({
        paymentId,
        orderId: order.id,
        amount: order.total,
        language: request.language,
        merchant: await merchantOf(tx, order.platform),
        returnUrl: `${site}/confirmation`,
        failureUrl: `${site}/payment`,
        notifyUrl: `${request.publicUrl}/api/payments/${payments.name}/notify`,
      });
      await insertPayment(tx, {
        id: paymentId,
        orderId: order.id,
        shoppingCartId: request.shoppingCartId,
        provider: payments.name,
        amount: order.total,
        redirectUrl,
      });
      await setOrderLanguage(tx, order.id, request.language);
      return { success: true, paymentId, redirectUrl };
    });
  } catch (error) {
    if (isLockContention(error)) return { success: false, code: 'BUSY' };
    throw error;
  }
}
