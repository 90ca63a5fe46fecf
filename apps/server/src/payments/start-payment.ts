import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { Services } from '../http/services.ts';
import { findPayableOrder, setOrderLanguage } from './payments-repo.ts';

export type StartPaymentResult =
  | { success: true; paymentId: string; redirectUrl: string }
  | {
      success: false;
      code: 'ORDER_NOT_FOUND' | 'ORDER_ALREADY_PAID' | 'SELECTION_EXPIRED' | 'BASKET_INVALID';
    };

/**
 * checkout-and-account.md, payment: opens a card payment of the cart's total as the server
 * priced it, and gives the browser the provider's own form to go to.
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
  const order = await findPayableOrder(db, request.orderId, request.platform);
  if (!order || order.shoppingCartId !== request.shoppingCartId) {
    return { success: false, code: 'ORDER_NOT_FOUND' };
  }
  if (order.status === 'paid' || order.hasSucceededPayment) {
    return { success: false, code: 'ORDER_ALREADY_PAID' };
  }
  if (order.status !== 'cart') return { success: false, code: 'ORDER_NOT_FOUND' };
  if (order.holdsExpired) return { success: false, code: 'SELECTION_EXPIRED' };
  // The spec's zero-price error: never take a payment of nothing for places.
  if (order.total === null || order.total <= 0) return { success: false, code: 'BASKET_INVALID' };

  await setOrderLanguage(db, request.orderId, request.language);
  const site = `${request.publicUrl}/${request.language}`;
  const { paymentId, redirectUrl } = await payments.createPayment({
    orderId: request.orderId,
    amount: order.total,
    language: request.language,
    merchant: order.merchant,
    returnUrl: `${site}/confirmation`,
    failureUrl: `${site}/payment`,
    notifyUrl: `${request.publicUrl}/api/payments/${payments.name}/notify`,
  });
  return { success: true, paymentId, redirectUrl };
}
