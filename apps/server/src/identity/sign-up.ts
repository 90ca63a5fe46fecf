import { randomUUID } from 'node:crypto';
import type { Language } from '@sesame/domain/i18n/language';
import type { SignUpInput } from '@sesame/domain/identity/sign-up-schema';
import { inTransaction } from '../db/executor.ts';
import { insertCustomer } from './customers-repo.ts';
import { fail, type IdentityFailure } from './identity-failure.ts';
import type { IdentityServices } from './identity-services.ts';
import { hashPassword } from './passwords.ts';
import { sendLinkMail } from './send-link-mail.ts';

/**
 * checkout-and-account.md §2, identification/signup: creates the account, not activated, and
 * queues its activation e-mail; ACCOUNT_EXISTS when the e-mail has one (nothing is changed).
 */
export async function signUp(
  services: IdentityServices,
  input: SignUpInput,
  site: { origin: string; language: Language; platform: string },
): Promise<{ customerId: string } | IdentityFailure> {
  const passwordHash = await hashPassword(input.password);
  const customerId = randomUUID();
  const created = await inTransaction(services.db, async (tx) => {
    const inserted = await insertCustomer(tx, {
      id: customerId,
      email: input.email,
      passwordHash,
      language: site.language,
      platform: site.platform,
      firstName: input.firstName,
      lastName: input.lastName,
    });
    if (!inserted) return false;
    await sendLinkMail(
      tx,
      services.mail,
      { id: customerId, email: input.email, firstName: input.firstName },
      'activation',
      site,
    );
    return true;
  });
  return created ? { customerId } : fail('ACCOUNT_EXISTS');
}
