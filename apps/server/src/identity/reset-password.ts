import { inTransaction } from '../db/executor.ts';
import { activateCustomer, setPasswordHash, spendLinkToken } from './customers-repo.ts';
import { fail, type IdentityFailure } from './identity-failure.ts';
import { forgetSignInFailures } from './identity-limits.ts';
import type { IdentityServices } from './identity-services.ts';
import { hashPassword } from './passwords.ts';
import { hashSecretToken } from './secret-tokens.ts';
import { revokeSessionsOfCustomer } from './sessions-repo.ts';

/**
 * checkout-and-account.md §4: sets the new password chosen through a reset link. Every session
 * of the account ends, its failed sign-ins are forgotten (the owner is never locked out), and an
 * account not activated yet is activated: the link proved the mailbox is its owner's.
 */
export async function resetPassword(
  services: Pick<IdentityServices, 'db'>,
  token: string,
  newPassword: string,
): Promise<{ reset: true } | IdentityFailure> {
  const passwordHash = await hashPassword(newPassword);
  const customerId = await inTransaction(services.db, async (tx) => {
    const spentFor = await spendLinkToken(tx, hashSecretToken(token), 'password-reset');
    if (!spentFor) return null;
    await setPasswordHash(tx, spentFor, passwordHash);
    await activateCustomer(tx, spentFor);
    await revokeSessionsOfCustomer(tx, spentFor, 'password-reset');
    return spentFor;
  });
  if (!customerId) return fail('LINK_INVALID');
  await forgetSignInFailures(services.db, customerId);
  return { reset: true };
}
