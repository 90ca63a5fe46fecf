import type { Database } from '../db/client.ts';
import { hashSecretToken } from './secret-tokens.ts';
import { revokeSession, sessionOfRefreshToken } from './sessions-repo.ts';

/**
 * checkout-and-account.md §2, disconnecting closes the identity session: its refresh tokens stop
 * working and its access tokens are refused from then on (the bearer check reads the session).
 */
export async function signOut(db: Database, refreshToken: string): Promise<void> {
  const sessionId = await sessionOfRefreshToken(db, hashSecretToken(refreshToken));
  if (sessionId) await revokeSession(db, sessionId, 'sign-out');
}
