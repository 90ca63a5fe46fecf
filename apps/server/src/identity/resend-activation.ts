import type { Language } from '@sesame/domain/i18n/language';
import { inTransaction } from '../db/executor.ts';
import { findAccountByEmail } from './customers-repo.ts';
import { fail, type IdentityFailure } from './identity-failure.ts';
import { identityMailWait } from './identity-limits.ts';
import type { IdentityServices } from './identity-services.ts';
import { sendLinkMail } from './send-link-mail.ts';

/**
 * checkout-and-account.md §4, not activated: a new activation e-mail, sent, or the spec's failure
 * (ACTIVATION_EMAIL_FAILED) when there is no account waiting for activation under this e-mail or
 * too many were asked for it. The links sent before stay valid until they expire.
 */
export async function resendActivation(
  services: IdentityServices,
  email: string,
  site: { origin: string; language: Language },
): Promise<{ sent: true } | IdentityFailure> {
  const account = await findAccountByEmail(services.db, email);
  if (!account || account.activated) return fail('ACTIVATION_EMAIL_FAILED');
  if ((await identityMailWait(services.db, account.id)) !== null) {
    return fail('ACTIVATION_EMAIL_FAILED');
  }
  await inTransaction(services.db, (tx) =>
    sendLinkMail(tx, services.mail, account, 'activation', site),
  );
  return { sent: true };
}
