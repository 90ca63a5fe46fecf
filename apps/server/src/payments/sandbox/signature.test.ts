import { describe, expect, it } from 'vitest';
import { hasValidSignature, sign } from './signature.ts';

describe('notification signature', () => {
  const body = '{"paymentId":"p","status":"succeeded"}';

  it('is the HMAC-SHA256 of the exact body, in hex', () => {
    expect(sign('secret', body)).toMatch(/^[0-9a-f]{64}$/);
    expect(hasValidSignature('secret', body, sign('secret', body))).toBe(true);
  });

  it('fails for another secret, another body, extra characters or no signature', () => {
    const signature = sign('secret', body);
    expect(hasValidSignature('other', body, signature)).toBe(false);
    expect(hasValidSignature('secret', `${body} `, signature)).toBe(false);
    expect(hasValidSignature('secret', body, `${signature}x`)).toBe(false);
    expect(hasValidSignature('secret', body, signature.toUpperCase())).toBe(false);
    expect(hasValidSignature('secret', body, undefined)).toBe(false);
  });
});
