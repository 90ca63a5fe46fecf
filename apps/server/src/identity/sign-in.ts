import { randomUUID } from 'node:crypto';
import { inTransaction } from '../db/executor.ts';
import { type CustomerAccount, findAccountByEmail } from './customers-repo.ts';
import { fail, type IdentityFailure } from './identity-failure.ts';
import { countSignInFailure, signInWait } from './identity-limits.ts';
import { type IdentityServices, SESSION_SECONDS } from './identity-services.ts';
import { type IssuedTokens, issueTokens } from './identity-tokens.ts';
import { verifyNothing, verifyPassword } from './passwords.ts';
import { newSecretToken } from './secret-tokens.ts';
import { insertSession } from './sessions-repo.ts';

export interface SignedIn {
  tokens: IssuedTokens;
  /** The session's first refresh token, for its cookie. */
  refreshToken: string;
  sessionSeconds: number;
}

/**
 * checkout-and-account.md §7, identity provider: signs in with e-mail and password. Failures are
 * counted per account and per address (decision 22); an account not activated yet is told so
 * only to whoever knows its password.
 */
export async function signIn(
  services: IdentityServices,
  credentials: { email: string; password: string },
  context: { address: string; issuer: string },
): Promise<SignedIn | IdentityFailure> {
  const account = await findAccountByEmail(services.db, credentials.email);
  const wait = await signInWait(services.db, account?.id ?? null, context.address);
  if (wait !== null) return fail('RATE_LIMITED', wait);
  const valid = account
    ? await verifyPassword(account.passwordHash, credentials.password)
    : await verifyNothing(credentials.password);
  if (!account || !valid) {
    await countSignInFailure(services.db, account?.id ?? null, context.address);
    return fail('INVALID_CREDENTIALS');
  }
  if (!account.activated) return fail('ACCOUNT_NOT_ACTIVATED');
  return openSession(services, account, context.issuer);
}

/** Opens a session for the account: its tokens and the first refresh token of its family. */
export async function openSession(
  services: IdentityServices,
  account: CustomerAccount,
  issuer: string,
): Promise<SignedIn> {
  const sessionId = randomUUID();
  const refresh = newSecretToken();
  await inTransaction(services.db, (tx) =>
    insertSession(tx, {
      id: sessionId,
      customerId: account.id,
      seconds: SESSION_SECONDS,
      firstTokenHash: refresh.hash,
    }),
  );
  const tokens = await issueTokens(
    services.signingKey,
    issuer,
    {
      customerId: account.id,
      sessionId,
      email: account.email,
      emailVerified: account.activated,
      firstName: account.firstName,
      lastName: account.lastName,
      language: account.language,
    },
    services.clock(),
  );
  return { tokens, refreshToken: refresh.token, sessionSeconds: SESSION_SECONDS };
}
