import type { Language } from '@sesame/domain/i18n/language';
import type { Cents } from '@sesame/domain/money/cents';

export type PaymentStatus = 'pending' | 'succeeded' | 'failed';

export interface CreatePaymentRequest {
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

/**
 * A card processor (DESIGN.md, payments). Card numbers stay on the provider's side: our code only
 * ever sees a payment id, a status and a signed notification.
 */
export interface PaymentProvider {
  readonly name: string;
  createPayment(request: CreatePaymentRequest): Promise<{ paymentId: string; redirectUrl: string }>;
  /** The payment a notification reports, or null when its signature does not hold. */
  verifyNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): { paymentId: string; status: PaymentStatus } | null;
  /** Stops background work (notification retries) when the server shuts down. */
  close(): Promise<void>;
}
