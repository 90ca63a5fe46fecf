import { inTransaction } from '../db/executor.ts';
import { activateCustomer, findAccount, spendLinkToken } from './customers-repo.ts';
import { fail, type IdentityFailure } from './identity-failure.ts';
import type { IdentityServices } from './identity-services.ts';
import { hashSecretToken } from './secret-tokens.ts';

/**
 * checkout-and-account.md §2, identification/activation: spends the link's token and activates
 * its account, whose e-mail is verified from then on; LINK_INVALID for an unknown, used or
 * expired link.
 */
export async function activateAccount(
  services: Pick<IdentityServices, 'db'>,
  token: string,
): Promise<{ email: string } | IdentityFailure> {
  const email = await inTransaction(services.db, async (tx) => {
    const customerId = await spendLinkToken(tx, hashSecretToken(token), 'activation');
    if (!customerId) return null;
    await activateCustomer(tx, customerId);
    return (await findAccount(tx, customerId))?.email ?? null;
  });
  return email ? { email } : fail('LINK_INVALID');
}
