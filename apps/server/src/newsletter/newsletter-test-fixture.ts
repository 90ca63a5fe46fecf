import { randomBytes } from 'node:crypto';
import {
  CURRENT_NEWSLETTER_NOTICE_VERSION,
  legalBasisExplanation,
} from '@sesame/domain/newsletter/newsletter-subscription';
import { sql } from 'drizzle-orm';
import type { TestContext } from '../test/test-app.ts';

/** A fresh address for each test, so that the tests of a file never meet. */
export function newEmail(): string {
  return `reader.${randomBytes(5).toString('hex')}@example.com`;
}

/** A client address of its own, so that one test's sign-ups spare the others' rate limits. */
export function newAddress(): string {
  return `10.${[...randomBytes(3)].join('.')}`;
}

/** The body the web's newsletter block sends. */
export function subscription(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    legalBasis: 'CONSENT_WITH_NOTICE',
    legalBasisExplanation: legalBasisExplanation('confirmation'),
    source: 'confirmation',
    noticeVersion: CURRENT_NEWSLETTER_NOTICE_VERSION,
    ...overrides,
  };
}

export async function post(
  context: TestContext,
  path: 'subscribe' | 'confirm' | 'unsubscribe',
  body: unknown,
  options: { language?: string; host?: string; address?: string } = {},
) {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/newsletter/${path}`,
    headers: {
      host: options.host ?? 'localhost',
      'accept-language': options.language ?? 'en',
      'content-type': 'application/json',
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: options.address ?? newAddress(),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

interface NewsletterMail extends Record<string, unknown> {
  id: string;
  language: string;
  data: { confirmUrl: string; unsubscribeUrl: string };
  jobs: number;
}

/** The newsletter e-mails queued for an address, oldest first, with their delivery jobs. */
export async function newsletterMails(context: TestContext, email: string) {
  const { rows } = await context.database.db.execute<NewsletterMail>(sql`
    select m.id, m.language, m.data,
      (select count(*)::int from pgboss.job j
        where j.name = 'mail-delivery' and j.data->>'mailId' = m.id::text) as jobs
    from mail_messages m
    where lower(m.recipient) = lower(${email}) and m.template = 'newsletter-confirmation'
    order by m.created_at, m.id`);
  return rows;
}

/** The token of a link of the latest newsletter e-mail to the address. */
export async function linkToken(
  context: TestContext,
  email: string,
  link: 'confirmUrl' | 'unsubscribeUrl',
): Promise<string> {
  const url = (await newsletterMails(context, email)).at(-1)?.data[link] ?? '';
  const token = /#token=([A-Za-z0-9_-]{43})$/.exec(url)?.[1];
  if (!token) throw new Error(`No newsletter e-mail to ${email}`);
  return token;
}

/** Everything stored of an address: its subscription, consents and link tokens. */
export async function storedFor(context: TestContext, email: string) {
  const { rows } = await context.database.db.execute<{
    status: string;
    language: string;
    platform: string;
    confirmed_at: string | null;
    unsubscribed_at: string | null;
    consents: number;
    confirmed_consents: number;
    tokens: number;
  }>(sql`
    select s.status, s.language, s.platform, s.confirmed_at, s.unsubscribed_at,
      (select count(*)::int from newsletter_consents c where c.subscription_id = s.id) as consents,
      (select count(*)::int from newsletter_consents c
        where c.subscription_id = s.id and c.confirmed_at is not null) as confirmed_consents,
      (select count(*)::int from newsletter_tokens t where t.subscription_id = s.id) as tokens
    from newsletter_subscriptions s where lower(s.email) = lower(${email})`);
  return rows[0] ?? null;
}

/** Moves the latest confirmation e-mail of an address back in time, as if sent `hours` ago. */
export async function ageConfirmation(context: TestContext, email: string, hours: number) {
  await context.database.db.execute(sql`
    update newsletter_subscriptions
    set confirmation_sent_at = confirmation_sent_at - make_interval(hours => ${hours})
    where lower(email) = lower(${email})`);
  await context.database.db.execute(sql`
    update newsletter_tokens set expires_at = expires_at - make_interval(hours => ${hours})
    where purpose = 'confirm' and subscription_id =
      (select id from newsletter_subscriptions where lower(email) = lower(${email}))`);
}
