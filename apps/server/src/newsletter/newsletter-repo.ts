import type { Language } from '@sesame/domain/i18n/language';
import type { NewsletterSource } from '@sesame/domain/newsletter/newsletter-subscription';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface LockedSubscription {
  id: string;
  status: SubscriptionStatus;
  /** Whether the latest confirmation e-mail went out less than `resendAfterSeconds` ago. */
  recentlySent: boolean;
}

/**
 * The subscription of an address, created pending when there was none, and locked until the end
 * of the transaction: two sign-ups of one address racing each other are taken one after the
 * other, so one confirmation e-mail goes out.
 */
export async function lockSubscription(
  tx: Executor,
  subscription: { id: string; email: string; language: Language; platform: PlatformCode },
  resendAfterSeconds: number,
): Promise<LockedSubscription & { created: boolean }> {
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into newsletter_subscriptions
      (id, email, status, language, platform, confirmation_sent_at)
    values (${subscription.id}, ${subscription.email}, 'pending', ${subscription.language},
      ${subscription.platform}, now())
    on conflict ((lower(email))) do nothing
    returning id`);
  const { rows } = await tx.execute<{
    id: string;
    status: SubscriptionStatus;
    recent: boolean;
  }>(sql`
    select id, status,
      confirmation_sent_at > now() - make_interval(secs => ${resendAfterSeconds}) as recent
    from newsletter_subscriptions where lower(email) = lower(${subscription.email})
    for update`);
  const row = rows[0];
  if (!row) throw new Error('The newsletter subscription vanished inside its transaction');
  const created = inserted.rows.length > 0;
  return { id: row.id, status: row.status, recentlySent: !created && row.recent, created };
}

/** A new sign-up of a known address: pending again, in the language and platform of now. */
export async function renewPendingSubscription(
  tx: Executor,
  subscription: { id: string; email: string; language: Language; platform: PlatformCode },
): Promise<void> {
  await tx.execute(sql`
    update newsletter_subscriptions
    set status = 'pending', email = ${subscription.email}, language = ${subscription.language},
      platform = ${subscription.platform}, confirmation_sent_at = now(), unsubscribed_at = null
    where id = ${subscription.id}`);
}

export async function insertConsent(
  tx: Executor,
  consent: {
    id: string;
    subscriptionId: string;
    legalBasis: string;
    legalBasisExplanation: string;
    noticeVersion: string;
    source: NewsletterSource;
    language: Language;
    platform: PlatformCode;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into newsletter_consents (id, subscription_id, legal_basis, legal_basis_explanation,
      notice_version, source_page, language, platform)
    values (${consent.id}, ${consent.subscriptionId}, ${consent.legalBasis},
      ${consent.legalBasisExplanation}, ${consent.noticeVersion}, ${consent.source},
      ${consent.language}, ${consent.platform})`);
}

export async function insertToken(
  tx: Executor,
  token:
    | {
        hash: string;
        subscriptionId: string;
        purpose: 'confirm';
        consentId: string;
        seconds: number;
      }
    | { hash: string; subscriptionId: string; purpose: 'unsubscribe' },
): Promise<void> {
  const consentId = token.purpose === 'confirm' ? token.consentId : null;
  const expiresAt =
    token.purpose === 'confirm' ? sql`now() + make_interval(secs => ${token.seconds})` : sql`null`;
  await tx.execute(sql`
    insert into newsletter_tokens (token_hash, subscription_id, purpose, consent_id, expires_at)
    values (${token.hash}, ${token.subscriptionId}, ${token.purpose}, ${consentId}, ${expiresAt})`);
}

export type SubscriptionOfLink = {
  email: string;
  status: SubscriptionStatus;
};

/**
 * Spends a confirmation token and confirms its subscription and consent: the address when the
 * token was unused and unexpired, else null. One conditional update, so two clicks racing on the
 * link confirm once. The other confirmation links of the subscription are spent with it.
 */
export async function confirmByToken(tx: Executor, hash: string): Promise<string | null> {
  const { rows } = await tx.execute<{ subscription_id: string; consent_id: string }>(sql`
    update newsletter_tokens set used_at = now()
    where token_hash = ${hash} and purpose = 'confirm' and used_at is null and expires_at > now()
    returning subscription_id, consent_id`);
  const token = rows[0];
  if (!token) return null;
  await tx.execute(sql`
    update newsletter_tokens set used_at = now()
    where subscription_id = ${token.subscription_id} and purpose = 'confirm' and used_at is null`);
  await tx.execute(sql`
    update newsletter_consents set confirmed_at = now() where id = ${token.consent_id}`);
  const confirmed = await tx.execute<{ email: string }>(sql`
    update newsletter_subscriptions set status = 'confirmed', confirmed_at = now()
    where id = ${token.subscription_id}
    returning email`);
  return confirmed.rows[0]?.email ?? null;
}

/** The subscription a spent confirmation token was for, to answer a second click on its link. */
export async function subscriptionOfSpentConfirmation(
  db: Executor,
  hash: string,
): Promise<SubscriptionOfLink | null> {
  const { rows } = await db.execute<SubscriptionOfLink>(sql`
    select s.email, s.status from newsletter_tokens t
    join newsletter_subscriptions s on s.id = t.subscription_id
    where t.token_hash = ${hash} and t.purpose = 'confirm' and t.used_at is not null`);
  return rows[0] ?? null;
}

/**
 * Unsubscribes the address of an unsubscribe token (any number of times: the first one counts)
 * and spends its confirmation links, so that none re-subscribes it. Null for an unknown token.
 */
export async function unsubscribeByToken(tx: Executor, hash: string): Promise<string | null> {
  const { rows } = await tx.execute<{ id: string; email: string }>(sql`
    update newsletter_subscriptions s
    set status = 'unsubscribed',
      unsubscribed_at = case when s.status = 'unsubscribed' then s.unsubscribed_at else now() end
    from newsletter_tokens t
    where t.token_hash = ${hash} and t.purpose = 'unsubscribe' and s.id = t.subscription_id
    returning s.id, s.email`);
  const subscription = rows[0];
  if (!subscription) return null;
  await tx.execute(sql`
    update newsletter_tokens set used_at = now()
    where subscription_id = ${subscription.id} and purpose = 'confirm' and used_at is null`);
  return subscription.email;
}
