/**
 * The tokens of a signed-in customer (checkout-and-account.md §6, decision 0025): the access token
 * that data queries carry, and the identity token. Kept in this tab's sessionStorage, like the
 * booking; the refresh token never reaches scripts (an HttpOnly cookie limited to `/idp`).
 */
export interface SessionTokens {
  accessToken: string;
  idToken: string;
}

/** The token endpoint's answer (OAuth 2.0). */
export interface TokenAnswer {
  access_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
}

export const SESSION_STORAGE_KEY = 'sesame.session';

const endListeners = new Set<() => void>();

export function sessionTokens(): SessionTokens | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as unknown;
    const tokens = stored as Partial<SessionTokens> | null;
    return typeof tokens?.accessToken === 'string' && typeof tokens.idToken === 'string'
      ? { accessToken: tokens.accessToken, idToken: tokens.idToken }
      : null;
  } catch {
    return null;
  }
}

export function startSession(answer: TokenAnswer): void {
  const tokens: SessionTokens = { accessToken: answer.access_token, idToken: answer.id_token };
  sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(tokens));
}

/** Forgets the tokens and tells whoever keeps the customer (checkout-and-account.md §4, logout). */
export function endSession(): void {
  sessionStorage.removeItem(SESSION_STORAGE_KEY);
  for (const listener of endListeners) listener();
}

/** Calls `listener` whenever the session ends (sign-out, or a refresh the provider refuses). */
export function onSessionEnd(listener: () => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

/**
 * checkout-and-account.md §6: runs a request with the access token when signed in, none
 * otherwise. An access token lives 15 minutes: on a 401 the tokens are refreshed once and the
 * request sent again; if the session is over, it goes without a token, as a guest's would.
 */
export async function withAccessToken(
  send: (accessToken: string | null) => Promise<Response>,
): Promise<Response> {
  const tokens = sessionTokens();
  if (!tokens) return send(null);
  const response = await send(tokens.accessToken);
  if (response.status !== 401) return response;
  // The refresh's code loads with the first expired token, which a guest never has; when it
  // cannot load, the session is kept, as when the provider cannot be reached.
  const refreshed = await import('./idp-session.ts').then(
    ({ refreshSession }) => refreshSession(),
    () => false,
  );
  if (refreshed) return send(sessionTokens()?.accessToken ?? null);
  return sessionTokens() ? response : send(null);
}
