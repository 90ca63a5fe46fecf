import type { Database } from '../db/client.ts';
import { clientKey, RATE_LIMITS, type RateLimitName } from '../http/rate-limit.ts';
import { addToWindow, countInWindow, deleteCounts } from '../http/rate-limits-repo.ts';

const accountKey = (customerId: string) => `loginFailuresPerAccount:${customerId}`;
const addressKey = (address: string) => `loginFailuresPerAddress:${clientKey(address)}`;

/**
 * Seconds to wait before this sign-in may be tried, or null: the account's failures and the
 * address's failures are each below their limit. Only failures count, so an owner who signs in
 * right is never refused because of the sign-ins that succeeded.
 */
export async function signInWait(
  db: Database,
  customerId: string | null,
  address: string,
): Promise<number | null> {
  const checks: Array<[RateLimitName, string]> = [['loginFailuresPerAddress', addressKey(address)]];
  if (customerId) checks.push(['loginFailuresPerAccount', accountKey(customerId)]);
  for (const [name, key] of checks) {
    const { max, windowSeconds } = RATE_LIMITS[name];
    const { count, secondsLeft } = await countInWindow(db, key, windowSeconds);
    if (count >= max) return secondsLeft;
  }
  return null;
}

/** Counts a failed sign-in against the address, and the account when the e-mail has one. */
export async function countSignInFailure(
  db: Database,
  customerId: string | null,
  address: string,
): Promise<void> {
  const perAddress = RATE_LIMITS.loginFailuresPerAddress;
  await addToWindow(db, addressKey(address), perAddress.windowSeconds, 1);
  if (customerId) {
    const perAccount = RATE_LIMITS.loginFailuresPerAccount;
    await addToWindow(db, accountKey(customerId), perAccount.windowSeconds, 1);
  }
}

/** A new password ends the lock-out of its account: the owner proved it is theirs. */
export async function forgetSignInFailures(db: Database, customerId: string): Promise<void> {
  await deleteCounts(db, accountKey(customerId));
}

/** Seconds to wait before another activation or reset e-mail goes to this account, or null. */
export async function identityMailWait(db: Database, customerId: string): Promise<number | null> {
  const { max, windowSeconds } = RATE_LIMITS.identityMailPerAccount;
  const { count, secondsLeft } = await addToWindow(
    db,
    `identityMailPerAccount:${customerId}`,
    windowSeconds,
    1,
  );
  return count > max ? secondsLeft : null;
}
