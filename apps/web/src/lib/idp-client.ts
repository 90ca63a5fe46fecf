import { i18n } from './i18n.ts';
import { IdpError } from './idp-error.ts';
import { knownErrorCode } from './known-error-code.ts';

/** DESIGN.md, gateway and issuer: the identity provider's `{issuer}`. */
export const ISSUER = '/idp';

interface IdpRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** The access token of the signed-in customer, for the self-service calls. */
  accessToken?: string | null;
}

/**
 * One call of the identity provider (checkout-and-account.md §7): JSON both ways, in the
 * visitor's language (its e-mails and messages follow it), with the refresh token's cookie.
 * Resolves to the raw response, so that a caller may retry a 401 with a refreshed token.
 */
export async function idpFetch(
  path: string,
  { method = 'POST', body, accessToken }: IdpRequest = {},
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (i18n.language) headers['accept-language'] = i18n.language;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  try {
    return await fetch(`${ISSUER}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new IdpError('GENERIC', 'Network error');
  }
}

/** The answer of a call, or an IdpError with its code (GENERIC when unexpected). */
export async function readIdpAnswer<T>(response: Response): Promise<T> {
  const answer = (await response.json().catch(() => ({}))) as { code?: unknown };
  if (response.ok) return answer as T;
  throw new IdpError(await knownErrorCode(answer.code), `HTTP ${response.status}`);
}

export async function idpRequest<T>(path: string, request: IdpRequest = {}): Promise<T> {
  return readIdpAnswer<T>(await idpFetch(path, request));
}
