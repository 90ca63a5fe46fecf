import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret for a link or a cookie: 256 random bits in base64url. Only its SHA-256 is stored, so
 * a copy of the database opens no account; a fast hash is enough for 256 random bits.
 */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
