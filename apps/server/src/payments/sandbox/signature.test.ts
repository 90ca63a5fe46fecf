import { describe, expect, it } from 'vitest';
import {
  checkNotificationSignature,
  hasValidSignature,
  sign,
  signNotification,
} from './signature.ts';

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

describe('timestamped notification signature', () => {
  const body = '{"paymentId":"p","status":"succeeded"}';
  const now = 1_790_000_000;
  const header = signNotification('secret', body, now);

  it.each([
    ['a fresh signature', header, now, 'valid'],
    ['300 s old', header, now + 300, 'valid'],
    ['301 s old', header, now + 301, 'stale'],
    ['301 s in the future', header, now - 301, 'stale'],
    ['no header', undefined, now, 'missing'],
    ['an empty header', '', now, 'missing'],
    ['a bare HMAC without timestamp', sign('secret', body), now, 'malformed'],
    ['garbage after it', `${header},v0=x`, now, 'malformed'],
    ['another timestamp', header.replace(`t=${now}`, `t=${now + 1}`), now, 'mismatch'],
    ['another secret', signNotification('other', body, now), now, 'mismatch'],
  ])('%s', (_case, given, at, expected) => {
    expect(checkNotificationSignature('secret', body, given, at)).toBe(expected);
  });

  it('covers the body', () => {
    expect(checkNotificationSignature('secret', `${body} `, header, now)).toBe('mismatch');
  });
});
