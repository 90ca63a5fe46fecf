import { describe, expect, it } from 'vitest';
import {
  type CheckoutSession,
  decodeCheckoutSession,
  encodeCheckoutSession,
} from './checkout-session.ts';
import { sign } from './signature.ts';

const session: CheckoutSession = {
  paymentId: '3f0c1a52-64a4-4c1b-9d7e-0d6f7a1b2c3d',
  language: 'es',
  merchant: 'Tierras de Leyenda',
  returnUrl: 'https://park.example/es/confirmation',
  failureUrl: 'https://park.example/es/payment',
  notifyUrl: 'https://park.example/api/payments/sandbox/notify',
};

describe('checkout session', () => {
  it('travels in the form address and comes back intact', () => {
    const token = encodeCheckoutSession('secret', session);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[0-9a-f]{64}$/);
    expect(decodeCheckoutSession('secret', token)).toEqual(session);
  });

  it('cannot be altered to send the notifications or the visitor elsewhere', () => {
    const token = encodeCheckoutSession('secret', session);
    const [, signature] = token.split('.');
    const evil = Buffer.from(
      JSON.stringify({ ...session, notifyUrl: 'https://evil.example' }),
    ).toString('base64url');
    expect(decodeCheckoutSession('secret', `${evil}.${signature}`)).toBeNull();
    expect(decodeCheckoutSession('other', token)).toBeNull();
    expect(decodeCheckoutSession('secret', undefined)).toBeNull();
    expect(decodeCheckoutSession('secret', `${token}.more`)).toBeNull();
  });

  it('is not signed like a notification, so one can never pass for the other', () => {
    const payload = encodeCheckoutSession('secret', session).split('.')[0] as string;
    expect(decodeCheckoutSession('secret', `${payload}.${sign('secret', payload)}`)).toBeNull();
  });
});
