import type { Language } from '@sesame/domain/i18n/language';
import type { Cents } from '@sesame/domain/money/cents';

export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'refunded';

export interface CreatePaymentRequest {
  /** Our id of the payment, recorded before the provider is called: its idempotency key. */
  paymentId: string;
  orderId: string;
  amount: Cents;
  language: Language;
  /** The name the card holder sees on the payment page and on their statement. */
  merchant: string;
  /** Where the browser goes after a successful payment; the provider adds `?paymentId=`. */
  returnUrl: string;
  /** Where the browser goes after a refused card; the provider adds `?error=<reason>`. */
  failureUrl: string;
  /** Where the provider posts its signed notifications. */
  notifyUrl: string;
}

export type NotificationCheck =
  | { valid: true; paymentId: string; status: 'succeeded' | 'failed' }
  | { valid: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/**
 * A card processor (DESIGN.md, payments). Card numbers stay on the provider's side: our code only
 * ever sees a payment id, a status and a signed notification.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens the provider's checkout for a payment; the browser goes to `redirectUrl`. */
  createPayment(request: CreatePaymentRequest): Promise<{ redirectUrl: string }>;
  /** Checks a notification's signature, timestamp and shape before anything is believed. */
  verifyNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): NotificationCheck;
  /** Gives a succeeded payment's money back; true once it is refunded (again true if it was). */
  refund(paymentId: string): Promise<boolean>;
}
