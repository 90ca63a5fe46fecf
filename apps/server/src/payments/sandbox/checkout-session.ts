import { isLanguage, type Language } from '@sesame/domain/i18n/language';
import { hasValidSignature, sign } from './signature.ts';

/**
 * What the sandbox remembers about a checkout between the merchant's call and the card form:
 * carried in the form's address and signed, so that any server process can serve the form and
 * nobody can point a payment's notifications or redirects elsewhere.
 */
export interface CheckoutSession {
  paymentId: string;
  language: Language;
  merchant: string;
  returnUrl: string;
  failureUrl: string;
  notifyUrl: string;
}

// A separate key per use, so that a session token can never pass for a notification signature.
const purpose = 'sandbox-checkout-session:';

export function encodeCheckoutSession(secret: string, session: CheckoutSession): string {
  const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
  return `${payload}.${sign(purpose + secret, payload)}`;
}

export function decodeCheckoutSession(secret: string, token: unknown): CheckoutSession | null {
  if (typeof token !== 'string') return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || rest.length > 0 || !hasValidSignature(purpose + secret, payload, signature)) {
    return null;
  }
  const session = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CheckoutSession;
  return isLanguage(session.language) ? session : null;
}
