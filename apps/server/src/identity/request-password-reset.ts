import type { Language } from '@sesame/domain/i18n/language';
import { inTransaction } from '../db/executor.ts';
import { findAccountByEmail } from './customers-repo.ts';
import { identityMailWait } from './identity-limits.ts';
import type { IdentityServices } from './identity-services.ts';
import { sendLinkMail } from './send-link-mail.ts';

/**
 * checkout-and-account.md §4, forgot password by an e-mail factor: queues a reset link, valid 60
 * minutes, to the account's address. The answer is the same whether the e-mail has an account or
 * not, and whether this account already had its share of e-mails (the e-mail check, not this
 * call, is where identification learns the state).
 */
export async function requestPasswordReset(
  services: IdentityServices,
  email: string,
  site: { origin: string; language: Language },
): Promise<void> {
  const account = await findAccountByEmail(services.db, email);
  if (!account) return;
  if ((await identityMailWait(services.db, account.id)) !== null) return;
  await inTransaction(services.db, (tx) =>
    sendLinkMail(tx, services.mail, account, 'password-reset', site),
  );
}
