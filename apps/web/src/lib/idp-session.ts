import { endSession, startSession, type TokenAnswer } from './auth-session.ts';
import { idpFetch, readIdpAnswer } from './idp-client.ts';
import { IdpError } from './idp-error.ts';

// A signed-in customer's calls about their session, apart from auth-session.ts, which every page
// runs: a guest's never load them.

let refreshing: Promise<boolean> | null = null;

/**
 * New tokens for the refresh token's cookie (it rotates at each use). A refusal ends the
 * session; a network failure keeps it, to be tried again. Concurrent callers share one refresh:
 * two uses of the same refresh token would look like a stolen one and revoke the family.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const response = await idpFetch('/oauth2/v1/token', {
        body: { grant_type: 'refresh_token' },
      });
      startSession(await readIdpAnswer<TokenAnswer>(response));
      return true;
    } catch (error) {
      if (error instanceof IdpError && error.code !== 'GENERIC') endSession();
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Closes the session at the provider (the refresh token's family is revoked), then here. */
export async function signOut(): Promise<void> {
  try {
    await idpFetch('/oauth2/v1/revoke');
  } finally {
    endSession();
  }
}
