import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `payload` with `secret`, hex encoded: the sandbox's notification signature. */
export function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Compares in constant time so that a forger learns nothing from response timings. */
export function hasValidSignature(secret: string, payload: string, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  // Compared as text: decoding hex would silently drop a forger's trailing garbage.
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
