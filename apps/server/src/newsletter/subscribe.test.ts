import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { RATE_LIMITS } from '../http/rate-limit.ts';
import { mailTemplates } from '../mail/mail-templates.ts';
import { awayFromWindowEnd } from '../test/rate-limit-window.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  ageConfirmation,
  linkToken,
  newAddress,
  newEmail,
  newsletterMails,
  post,
  storedFor,
  subscription,
} from './newsletter-test-fixture.ts';

describeEachDatabase('POST /api/newsletter/subscribe (checkout-and-account.md §7)', (context) => {
  it('records the consent and queues one confirmation e-mail with its links, in the visitor’s language', async () => {
    const email = newEmail();
    const answer = await post(context(), 'subscribe', subscription(email), { language: 'es' });

    expect(answer).toEqual({
      status: 202,
      body: { status: 'PENDING', category: 'CONFIRMATION_SENT' },
    });
    expect(await storedFor(context(), email)).toMatchObject({
      status: 'pending',
      language: 'es',
      platform: 'fr',
      confirmed_at: null,
      consents: 1,
      confirmed_consents: 0,
      tokens: 2,
    });
    const { rows } = await context().database.db.execute<Record<string, unknown>>(sql`
      select c.legal_basis, c.legal_basis_explanation, c.notice_version, c.source_page,
        c.language, c.platform, c.given_at > now() - interval '1 minute' as just_now
      from newsletter_consents c join newsletter_subscriptions s on s.id = c.subscription_id
      where s.email = ${email}`);
    expect(rows).toEqual([
      {
        legal_basis: 'CONSENT_WITH_NOTICE',
        legal_basis_explanation: subscription(email).legalBasisExplanation,
        notice_version: '2026-11-25',
        source_page: 'confirmation',
        language: 'es',
        platform: 'fr',
        just_now: true,
      },
    ]);

    const mails = await newsletterMails(context(), email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.jobs).toBe(1);
    expect(mails[0]?.language).toBe('es');
    expect(mails[0]?.data.confirmUrl).toMatch(
      /^http:\/\/localhost\/es\/newsletter\/confirm#token=[A-Za-z0-9_-]{43}$/,
    );
    expect(mails[0]?.data.unsubscribeUrl).toMatch(
      /^http:\/\/localhost\/es\/newsletter\/unsubscribe#token=[A-Za-z0-9_-]{43}$/,
    );
    // Only hashes are stored: no token of the e-mail is a key of the database.
    const { rows: tokens } = await context().database.db.execute<{ token_hash: string }>(sql`
      select token_hash from newsletter_tokens t
      join newsletter_subscriptions s on s.id = t.subscription_id where s.email = ${email}`);
    for (const { token_hash } of tokens) {
      expect(token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(mails[0]?.data)).not.toContain(token_hash);
    }
  });

  it('records the platform the site is served for', async () => {
    const email = newEmail();
    await post(context(), 'subscribe', subscription(email, { source: 'not-found' }), {
      host: 'es.localhost',
      language: 'fr',
    });
    expect(await storedFor(context(), email)).toMatchObject({ platform: 'es', language: 'fr' });
  });

  it('writes the confirmation e-mail with both links in the text part, in every language', () => {
    const data = {
      confirmUrl: 'https://billets.example/fr/newsletter/confirm#token=c',
      unsubscribeUrl: 'https://billets.example/fr/newsletter/unsubscribe#token=u',
    };
    for (const language of ['fr', 'en', 'es'] as const) {
      const mail = mailTemplates['newsletter-confirmation'].render(data, language);
      expect(mail.text).toContain(data.confirmUrl);
      expect(mail.text).toContain(data.unsubscribeUrl);
      expect(mail.html).toContain(`href="${data.unsubscribeUrl}"`);
    }
    expect(mailTemplates['newsletter-confirmation'].render(data, 'es').subject).toBe(
      'Confirme su suscripción a nuestro boletín',
    );
  });

  it('refuses a second sign-up within the hour, whatever the case of the address, and sends nothing', async () => {
    const email = newEmail();
    await post(context(), 'subscribe', subscription(email));
    const again = await post(context(), 'subscribe', subscription(email.toUpperCase()));

    expect(again).toEqual({
      status: 409,
      body: { status: 'REFUSED', category: 'CONFIRMATION_ALREADY_SENT' },
    });
    expect(await newsletterMails(context(), email)).toHaveLength(1);
    expect(await storedFor(context(), email)).toMatchObject({ consents: 1, tokens: 2 });
  });

  it('sends a new confirmation e-mail to an address still pending after the hour', async () => {
    const email = newEmail();
    await post(context(), 'subscribe', subscription(email));
    await ageConfirmation(context(), email, 2);
    const again = await post(context(), 'subscribe', subscription(email, { source: 'not-found' }));

    expect(again.status).toBe(202);
    const mails = await newsletterMails(context(), email);
    expect(mails.map((mail) => mail.jobs)).toEqual([1, 1]);
    expect(mails[0]?.data.confirmUrl).not.toBe(mails[1]?.data.confirmUrl);
    expect(await storedFor(context(), email)).toMatchObject({ status: 'pending', consents: 2 });
  });

  it('answers EMAIL_IN_USE for a confirmed address, and changes nothing', async () => {
    const email = newEmail();
    await post(context(), 'subscribe', subscription(email));
    await post(context(), 'confirm', { token: await linkToken(context(), email, 'confirmUrl') });
    const before = await storedFor(context(), email);

    const again = await post(context(), 'subscribe', subscription(email));
    expect(again).toEqual({ status: 409, body: { status: 'REFUSED', category: 'EMAIL_IN_USE' } });
    expect(await storedFor(context(), email)).toEqual(before);
    expect(await newsletterMails(context(), email)).toHaveLength(1);
  });

  it('queues one e-mail when the same address signs up twice at once', async () => {
    const email = newEmail();
    const answers = await Promise.all([
      post(context(), 'subscribe', subscription(email)),
      post(context(), 'subscribe', subscription(email)),
    ]);
    expect(answers.map((answer) => answer.body.category).sort()).toEqual([
      'CONFIRMATION_ALREADY_SENT',
      'CONFIRMATION_SENT',
    ]);
    expect((await newsletterMails(context(), email)).map((mail) => mail.jobs)).toEqual([1]);
  });

  it.each<[string, unknown]>([
    ['no e-mail', subscription('')],
    ['an invalid e-mail', subscription('reader@')],
    ['another legal basis', subscription('a@example.com', { legalBasis: 'LEGITIMATE_INTEREST' })],
    ['no explanation', subscription('a@example.com', { legalBasisExplanation: '' })],
    ['an unknown page', subscription('a@example.com', { source: 'payment' })],
    ['an unknown notice', subscription('a@example.com', { noticeVersion: '1999-01-01' })],
    ['a body that is no JSON', '{"email":'],
    ['no body at all', 'null'],
  ])('answers VALIDATION_ERROR for %s, and stores and sends nothing', async (_label, body) => {
    const count = async () => {
      const { rows } = await context().database.db.execute<{ n: number }>(sql`
        select (select count(*) from newsletter_subscriptions)
          + (select count(*) from newsletter_consents)
          + (select count(*) from mail_messages where template = 'newsletter-confirmation') as n`);
      return Number(rows[0]?.n);
    };
    const before = await count();
    const answer = await post(context(), 'subscribe', body);
    expect(answer).toEqual({
      status: 400,
      body: { status: 'REFUSED', category: 'VALIDATION_ERROR' },
    });
    expect(await count()).toBe(before);
  });

  it('is limited per client address, with Retry-After', async () => {
    const address = newAddress();
    const { max } = RATE_LIMITS.newsletterSubscription;
    await awayFromWindowEnd(context(), 'newsletterSubscription', 30);
    for (let request = 0; request < max; request++) {
      await post(context(), 'subscribe', subscription(newEmail()), { address });
    }
    const email = newEmail();
    const refused = await context().app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: subscription(email),
      remoteAddress: address,
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ status: 'REFUSED', category: 'RATE_LIMITED' });
    expect(await storedFor(context(), email)).toBeNull();
  });
});
