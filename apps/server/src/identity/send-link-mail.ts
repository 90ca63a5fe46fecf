import type { Language } from '@sesame/domain/i18n/language';
import type { Executor } from '../db/executor.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { type CustomerAccount, insertLinkToken, type LinkPurpose } from './customers-repo.ts';
import { ACTIVATION_LINK_SECONDS, RESET_LINK_SECONDS } from './identity-services.ts';
import { newSecretToken } from './secret-tokens.ts';

/**
 * The web pages the links open (apps/web routes): the token rides in the fragment, which no
 * browser sends to a server, so it never reaches a request log or a Referer header.
 */
const LINK_PAGES: Record<LinkPurpose, string> = {
  activation: 'identification/activation',
  'password-reset': 'identification/password-reset',
};

const LIFETIMES: Record<LinkPurpose, number> = {
  activation: ACTIVATION_LINK_SECONDS,
  'password-reset': RESET_LINK_SECONDS,
};

/**
 * Makes a single-use link of `purpose` for the account and queues its e-mail in the same
 * transaction (decision 22): the token exists exactly when its message is queued.
 */
export async function sendLinkMail(
  tx: Executor,
  mail: MailQueue,
  account: Pick<CustomerAccount, 'id' | 'email' | 'firstName'>,
  purpose: LinkPurpose,
  site: { origin: string; language: Language },
): Promise<void> {
  const { token, hash } = newSecretToken();
  await insertLinkToken(tx, {
    hash,
    customerId: account.id,
    purpose,
    seconds: LIFETIMES[purpose],
  });
  const url = `${site.origin}/${site.language}/${LINK_PAGES[purpose]}#token=${token}`;
  const common = { eventKey: `${purpose}:${hash}`, to: account.email, language: site.language };
  if (purpose === 'activation') {
    await mail.queue(tx, {
      ...common,
      template: 'activation',
      data: { firstName: account.firstName, activationUrl: url },
    });
  } else {
    await mail.queue(tx, {
      ...common,
      template: 'password-reset',
      data: { firstName: account.firstName, resetUrl: url },
    });
  }
}
