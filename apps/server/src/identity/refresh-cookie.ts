import type { FastifyReply, FastifyRequest } from 'fastify';

/** The refresh token's cookie: sent only to the identity provider, never readable by scripts. */
export const REFRESH_COOKIE = 'sesame_refresh';
const COOKIE_PATH = '/idp';

/** The refresh token the request's cookie carries, or null. */
export function refreshTokenOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) return value.join('=') || null;
  }
  return null;
}

export function setRefreshCookie(reply: FastifyReply, token: string, seconds: number): void {
  reply.header(
    'set-cookie',
    `${REFRESH_COOKIE}=${token}; Path=${COOKIE_PATH}; Max-Age=${seconds}; HttpOnly; Secure; SameSite=Strict`,
  );
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.header(
    'set-cookie',
    `${REFRESH_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Strict`,
  );
}
