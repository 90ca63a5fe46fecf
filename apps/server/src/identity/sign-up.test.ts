import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { awayFromWindowEnd } from '../test/rate-limit-window.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  activeAccount,
  idp,
  latestLinkToken,
  mailsTo,
  newAddress,
  newEmail,
  PASSWORD,
  signUp,
} from './identity-test-fixture.ts';

describeEachDatabase('identification: e-mail states, sign-up and activation', (context) => {
  const state = async (email: string) =>
    (
      await idp<{ state: string }>(context(), 'POST', '/api/v1/authn/email-state', {
        body: { email },
        address: newAddress(),
      })
    ).body.state;

  it('walks an e-mail through its three states (checkout-and-account.md §4)', async () => {
    const email = newEmail();
    expect(await state(email)).toBe('UNKNOWN');
    const created = await signUp(context(), email);
    expect(created).toMatchObject({ status: 201, body: { status: 'NOT_ACTIVATED' } });
    expect(await state(email)).toBe('NOT_ACTIVATED');
    expect(await state(email.toUpperCase())).toBe('NOT_ACTIVATED');
    const token = await latestLinkToken(context(), email, 'activation');
    const activated = await idp(context(), 'POST', '/api/v1/users/activation', { body: { token } });
    expect(activated).toMatchObject({ status: 200, body: { email } });
    expect(await state(email)).toBe('ACTIVE');
  });

  it('queues one activation e-mail, with its job, in the sign-up transaction', async () => {
    const email = newEmail();
    await signUp(context(), email);
    const mails = await mailsTo(context(), email);
    expect(mails.map((mail) => mail.template)).toEqual(['activation']);
    const mail = mails[0];
    expect(mail?.data.activationUrl).toMatch(
      /^http:\/\/localhost\/en\/identification\/activation#token=[A-Za-z0-9_-]{43}$/,
    );
    const { rows } = await context().database.db.execute(sql`
      select 1 from pgboss.job where name = 'mail-delivery' and data->>'mailId' = ${mail?.id}`);
    expect(rows).toHaveLength(1);
  });

  it('stores only a hash of the link token, valid 24 hours', async () => {
    const email = newEmail();
    await signUp(context(), email);
    const token = await latestLinkToken(context(), email, 'activation');
    const { rows } = await context().database.db.execute<{ token_hash: string; hours: number }>(sql`
      select t.token_hash, round(extract(epoch from t.expires_at - t.created_at) / 3600)::int as hours
      from customer_tokens t join customers c on c.id = t.customer_id
      where lower(c.email) = ${email}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.hours).toBe(24);
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const email = await activeAccount(context());
    const again = await signUp(context(), email.toUpperCase(), 'Another-pass-1');
    expect(again).toMatchObject({ status: 409, body: { code: 'ACCOUNT_EXISTS' } });
    expect((await mailsTo(context(), email)).length).toBe(1);
  });

  it.each([
    ['no capital', 'chevalier-1429!'],
    ['7 characters', 'Ab1!xyz'],
    ['129 characters', `Aa1!${'x'.repeat(125)}`],
  ])('refuses a password with %s, creating nothing', async (_label, password) => {
    const email = newEmail();
    const response = await signUp(context(), email, password);
    expect(response).toMatchObject({
      status: 400,
      body: {
        code: 'PASSWORD_RULES',
        message:
          'The password must have at least 8 characters, with a lower-case letter, a capital, a digit and a special character.',
      },
    });
    expect(await state(email)).toBe('UNKNOWN');
  });

  it('spends an activation link once', async () => {
    const email = newEmail();
    await signUp(context(), email);
    const token = await latestLinkToken(context(), email, 'activation');
    await idp(context(), 'POST', '/api/v1/users/activation', { body: { token } });
    const again = await idp(context(), 'POST', '/api/v1/users/activation', {
      body: { token },
      language: 'fr',
    });
    expect(again).toMatchObject({
      status: 400,
      body: {
        code: 'LINK_INVALID',
        message:
          "Ce lien n'est plus valable\u00a0: il a expiré ou a déjà servi. Demandez-en un nouveau.",
      },
    });
  });

  it('refuses an activation link past its 24 hours', async () => {
    const email = newEmail();
    await signUp(context(), email);
    const token = await latestLinkToken(context(), email, 'activation');
    await context().database.db.execute(sql`
      update customer_tokens set expires_at = now() - interval '1 second'
      where customer_id = (select id from customers where email = ${email})`);
    const response = await idp(context(), 'POST', '/api/v1/users/activation', { body: { token } });
    expect(response.body).toMatchObject({ code: 'LINK_INVALID' });
    expect(await state(email)).toBe('NOT_ACTIVATED');
  });

  it('resends the activation e-mail; the new link activates', async () => {
    const email = newEmail();
    await signUp(context(), email);
    const first = await latestLinkToken(context(), email, 'activation');
    const resent = await idp(context(), 'POST', '/api/v1/users/activation/resend', {
      body: { email },
      address: newAddress(),
    });
    expect(resent).toMatchObject({ status: 200, body: { sent: true } });
    const second = await latestLinkToken(context(), email, 'activation');
    expect(second).not.toBe(first);
    const activated = await idp(context(), 'POST', '/api/v1/users/activation', {
      body: { token: second },
    });
    expect(activated.status).toBe(200);
    expect(await state(email)).toBe('ACTIVE');
  });

  it('answers the spec’s failure when no activation can be sent', async () => {
    const unknown = await idp(context(), 'POST', '/api/v1/users/activation/resend', {
      body: { email: newEmail() },
      language: 'es',
      address: newAddress(),
    });
    expect(unknown).toMatchObject({
      status: 422,
      body: {
        code: 'ACTIVATION_EMAIL_FAILED',
        message: 'Error al enviar el correo electrónico, contacte con nuestros equipos.',
      },
    });
    const active = await activeAccount(context());
    const again = await idp(context(), 'POST', '/api/v1/users/activation/resend', {
      body: { email: active },
      address: newAddress(),
    });
    expect(again.body).toMatchObject({ code: 'ACTIVATION_EMAIL_FAILED' });
  });

  it('sends at most 5 activation e-mails to one account in 15 minutes', async () => {
    const email = newEmail();
    await awayFromWindowEnd(context(), 'identityMailPerAccount', 30);
    await signUp(context(), email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await idp(context(), 'POST', '/api/v1/users/activation/resend', {
        body: { email },
        address: newAddress(),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 422]);
    expect((await mailsTo(context(), email)).length).toBe(6);
  });

  it('does not sign in an account before its activation', async () => {
    const email = newEmail();
    await signUp(context(), email);
    const response = await idp(context(), 'POST', '/oauth2/v1/token', {
      body: { grant_type: 'password', username: email, password: PASSWORD },
      address: newAddress(),
    });
    expect(response).toMatchObject({ status: 403, body: { code: 'ACCOUNT_NOT_ACTIVATED' } });
  });

  it('refuses a malformed body with a localised 400', async () => {
    const response = await idp(context(), 'POST', '/api/v1/users', {
      body: { email: 'not-an-email', password: PASSWORD, firstName: 'J', lastName: 'D' },
      language: 'fr',
      address: newAddress(),
    });
    expect(response).toMatchObject({
      status: 400,
      body: { code: 'INVALID_INPUT', fields: [{ path: 'email', message: 'validation.email' }] },
    });
  });
});
