import { inTransaction } from '../db/executor.ts';
import { findAccount } from './customers-repo.ts';
import { fail, type IdentityFailure } from './identity-failure.ts';
import type { IdentityServices } from './identity-services.ts';
import { issueTokens } from './identity-tokens.ts';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';
import { insertRefreshToken, revokeSession, spendRefreshToken } from './sessions-repo.ts';
import type { SignedIn } from './sign-in.ts';

/**
 * Silent token retrieval (checkout-and-account.md §7): exchanges the session's refresh token for
 * new tokens and the next refresh token. A refresh token presented twice was copied: the whole
 * session ends, for the thief and the customer alike (UNAUTHENTICATED).
 */
export async function refreshSession(
  services: IdentityServices,
  refreshToken: string,
  issuer: string,
): Promise<SignedIn | IdentityFailure> {
  const next = newSecretToken();
  const rotation = await inTransaction(services.db, async (tx) => {
    const spent = await spendRefreshToken(tx, hashSecretToken(refreshToken));
    if (spent.kind === 'rotated') await insertRefreshToken(tx, next.hash, spent.sessionId);
    if (spent.kind === 'reused') await revokeSession(tx, spent.sessionId, 'reuse');
    return spent;
  });
  if (rotation.kind !== 'rotated') return fail('UNAUTHENTICATED');
  const account = await findAccount(services.db, rotation.customerId);
  if (!account) return fail('UNAUTHENTICATED');
  const tokens = await issueTokens(
    services.signingKey,
    issuer,
    {
      customerId: account.id,
      sessionId: rotation.sessionId,
      email: account.email,
      emailVerified: account.activated,
      firstName: account.firstName,
      lastName: account.lastName,
      language: account.language,
    },
    services.clock(),
  );
  return { tokens, refreshToken: next.token, sessionSeconds: rotation.secondsLeft };
}
