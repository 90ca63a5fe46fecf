import { randomUUID } from 'node:crypto';
import type { Language } from '@sesame/domain/i18n/language';
import type { NewsletterSubscribeRequest } from '@sesame/domain/newsletter/newsletter-requests';
import type { NewsletterAnswer } from '@sesame/domain/newsletter/newsletter-subscription';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { inTransaction } from '../db/executor.ts';
import type { Services } from '../http/services.ts';
import { newSecretToken } from '../identity/secret-tokens.ts';
import {
  insertConsent,
  insertToken,
  lockSubscription,
  renewPendingSubscription,
} from './newsletter-repo.ts';

/** How long a confirmation link may wait in a mailbox. */
export const CONFIRMATION_LINK_SECONDS = 7 * 24 * 60 * 60;

/**
 * After a confirmation e-mail, another one to the same address is refused this long: enough for
 * the first to arrive, short enough for a visitor whose e-mail got lost to ask again.
 */
export const CONFIRMATION_RESEND_AFTER_SECONDS = 60 * 60;

/**
 * The web pages the links open (apps/web routes): the token rides in the fragment, which no
 * browser sends to a server, so it never reaches a request log or a Referer header.
 */
export function newsletterLink(
  origin: string,
  language: Language,
  page: 'confirm' | 'unsubscribe',
  token: string,
): string {
  return `${origin}/${language}/newsletter/${page}#token=${token}`;
}

/**
 * checkout-and-account.md §7, newsletter: records the consent and sends the double opt-in e-mail,
 * its message queued in the same transaction as its link (decision 22). An address already
 * confirmed is EMAIL_IN_USE, one whose confirmation e-mail left within the hour is
 * CONFIRMATION_ALREADY_SENT: neither changes anything. An address pending for longer, or that
 * unsubscribed, signs up again.
 */
export async function subscribe(
  services: Pick<Services, 'db' | 'mail'>,
  request: NewsletterSubscribeRequest,
  site: { origin: string; language: Language; platform: PlatformCode },
): Promise<NewsletterAnswer> {
  return inTransaction(services.db, async (tx) => {
    const subscription = { id: randomUUID(), email: request.email, ...site };
    const locked = await lockSubscription(tx, subscription, CONFIRMATION_RESEND_AFTER_SECONDS);
    if (locked.status === 'confirmed') return { status: 'REFUSED', category: 'EMAIL_IN_USE' };
    if (locked.status === 'pending' && locked.recentlySent) {
      return { status: 'REFUSED', category: 'CONFIRMATION_ALREADY_SENT' };
    }
    if (!locked.created) await renewPendingSubscription(tx, { ...subscription, id: locked.id });

    const consentId = randomUUID();
    await insertConsent(tx, {
      id: consentId,
      subscriptionId: locked.id,
      legalBasis: request.legalBasis,
      legalBasisExplanation: request.legalBasisExplanation,
      noticeVersion: request.noticeVersion,
      source: request.source,
      language: site.language,
      platform: site.platform,
    });
    const confirm = newSecretToken();
    const unsubscribe = newSecretToken();
    await insertToken(tx, {
      hash: confirm.hash,
      subscriptionId: locked.id,
      purpose: 'confirm',
      consentId,
      seconds: CONFIRMATION_LINK_SECONDS,
    });
    await insertToken(tx, {
      hash: unsubscribe.hash,
      subscriptionId: locked.id,
      purpose: 'unsubscribe',
    });
    await services.mail.queue(tx, {
      eventKey: `newsletter-confirmation:${confirm.hash}`,
      to: request.email,
      language: site.language,
      template: 'newsletter-confirmation',
      data: {
        confirmUrl: newsletterLink(site.origin, site.language, 'confirm', confirm.token),
        unsubscribeUrl: newsletterLink(
          site.origin,
          site.language,
          'unsubscribe',
          unsubscribe.token,
        ),
      },
    });
    return { status: 'PENDING', category: 'CONFIRMATION_SENT' };
  });
}
