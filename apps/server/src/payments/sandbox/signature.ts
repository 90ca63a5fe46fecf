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

/** How far a notification's timestamp may be from our clock (Stripe's default). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The notification signature header, Stripe's scheme: `t=<unix seconds>,v1=<hmac of "t.body">`.
 * The timestamp is signed with the body, so an old notification cannot be replayed as new.
 */
export function signNotification(secret: string, body: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${sign(secret, `${timestampSeconds}.${body}`)}`;
}

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'stale' | 'mismatch';

export function checkNotificationSignature(
  secret: string,
  body: string,
  header: unknown,
  nowSeconds: number,
): SignatureCheck {
  if (typeof header !== 'string' || header === '') return 'missing';
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return 'malformed';
  const [, timestamp, signature] = match as unknown as [string, string, string];
  if (!hasValidSignature(secret, `${timestamp}.${body}`, signature)) return 'mismatch';
  const age = Math.abs(nowSeconds - Number(timestamp));
  return age > SIGNATURE_TOLERANCE_SECONDS ? 'stale' : 'valid';
}
