import { inTransaction } from '../db/executor.ts';
import { findAccount, setPasswordHash } from './customers-repo.ts';
import { fail, type IdentityFailure } from './identity-failure.ts';
import { countSignInFailure, signInWait } from './identity-limits.ts';
import type { IdentityServices } from './identity-services.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { revokeSessionsOfCustomer } from './sessions-repo.ts';

/**
 * checkout-and-account.md §7, change_password: WRONG_PASSWORD unless the old password is right.
 * The customer's other sessions end; the one that changed it goes on. Wrong old passwords count
 * as failed sign-ins: a stolen access token does not make a password oracle.
 */
export async function changePassword(
  services: Pick<IdentityServices, 'db'>,
  session: { customerId: string; sessionId: string },
  passwords: { oldPassword: string; newPassword: string; address: string },
): Promise<{ changed: true } | IdentityFailure> {
  const account = await findAccount(services.db, session.customerId);
  if (!account) return fail('UNAUTHENTICATED');
  const wait = await signInWait(services.db, account.id, passwords.address);
  if (wait !== null) return fail('RATE_LIMITED', wait);
  if (!(await verifyPassword(account.passwordHash, passwords.oldPassword))) {
    await countSignInFailure(services.db, account.id, passwords.address);
    return fail('WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(passwords.newPassword);
  await inTransaction(services.db, async (tx) => {
    await setPasswordHash(tx, account.id, passwordHash);
    await revokeSessionsOfCustomer(tx, account.id, 'password-change', session.sessionId);
  });
  return { changed: true };
}
