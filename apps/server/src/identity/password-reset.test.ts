import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  activeAccount,
  idp,
  latestLinkToken,
  mailsTo,
  newAddress,
  newEmail,
  PASSWORD,
  signIn,
  signUp,
} from './identity-test-fixture.ts';

const NEW_PASSWORD = 'Nouveau-mot-2-passe';

describeEachDatabase('identity provider: forgotten and changed passwords', (context) => {
  const forgot = (email: string) =>
    idp(context(), 'POST', '/api/v1/authn/recovery/password', {
      body: { email },
      address: newAddress(),
      language: 'es',
    });
  const reset = (token: string, newPassword = NEW_PASSWORD) =>
    idp(context(), 'POST', '/api/v1/authn/recovery/reset', { body: { token, newPassword } });
  const token = (grant: Record<string, string>, cookie?: string) =>
    idp(context(), 'POST', '/oauth2/v1/token', {
      body: grant,
      address: newAddress(),
      ...(cookie ? { cookie } : {}),
    });

  it('mails a reset link valid 60 minutes, in the language of the request', async () => {
    const email = await activeAccount(context());
    expect(await forgot(email)).toMatchObject({ status: 202, body: { sent: true } });
    const mails = await mailsTo(context(), email);
    expect(mails.at(-1)?.template).toBe('password-reset');
    expect(mails.at(-1)?.data.resetUrl).toMatch(
      /^http:\/\/localhost\/es\/identification\/password-reset#token=/,
    );
    const { rows } = await context().database.db.execute<{ minutes: number }>(sql`
      select round(extract(epoch from expires_at - created_at) / 60)::int as minutes
      from customer_tokens where purpose = 'password-reset'
        and customer_id = (select id from customers where email = ${email})`);
    expect(rows).toEqual([{ minutes: 60 }]);
  });

  it('answers the same for an unknown e-mail, and mails nothing', async () => {
    const email = newEmail();
    expect(await forgot(email)).toMatchObject({ status: 202, body: { sent: true } });
    expect(await mailsTo(context(), email)).toEqual([]);
  });

  it('sets the new password once, and ends every session', async () => {
    const email = await activeAccount(context());
    const first = await signIn(context(), email);
    const second = await signIn(context(), email);
    await forgot(email);
    const link = await latestLinkToken(context(), email, 'password-reset');
    expect(await reset(link)).toMatchObject({ status: 200, body: { reset: true } });
    expect((await reset(link, 'Encore-1-autre')).body).toMatchObject({ code: 'LINK_INVALID' });
    for (const session of [first, second]) {
      expect((await token({ grant_type: 'refresh_token' }, session.cookie)).status).toBe(401);
      const me = await idp(context(), 'GET', '/api/v1/users/me', { token: session.accessToken });
      expect(me.status).toBe(401);
    }
    const old = await token({ grant_type: 'password', username: email, password: PASSWORD });
    expect(old.status).toBe(401);
    await signIn(context(), email, NEW_PASSWORD);
  });

  it('refuses a reset link past its 60 minutes, and a new password breaking the rules', async () => {
    const email = await activeAccount(context());
    await forgot(email);
    const link = await latestLinkToken(context(), email, 'password-reset');
    expect((await reset(link, 'weak')).body).toMatchObject({ code: 'PASSWORD_RULES' });
    await context().database.db.execute(sql`
      update customer_tokens set expires_at = now() - interval '1 second'
      where purpose = 'password-reset'
        and customer_id = (select id from customers where email = ${email})`);
    expect((await reset(link)).body).toMatchObject({ code: 'LINK_INVALID' });
    await signIn(context(), email);
  });

  it('activates an account not activated yet: the link proved the mailbox', async () => {
    const email = newEmail();
    await signUp(context(), email);
    await forgot(email);
    await reset(await latestLinkToken(context(), email, 'password-reset'));
    await signIn(context(), email, NEW_PASSWORD);
  });

  it('changes the password: 200, the other sessions end, this one goes on', async () => {
    const email = await activeAccount(context());
    const other = await signIn(context(), email);
    const session = await signIn(context(), email);
    const changed = await idp(
      context(),
      'POST',
      `/api/v1/users/${session.customerId}/credentials/change_password`,
      {
        token: session.accessToken,
        body: { oldPassword: { value: PASSWORD }, newPassword: { value: NEW_PASSWORD } },
      },
    );
    expect(changed.status).toBe(200);
    expect((await token({ grant_type: 'refresh_token' }, other.cookie)).status).toBe(401);
    expect((await token({ grant_type: 'refresh_token' }, session.cookie)).status).toBe(200);
    await signIn(context(), email, NEW_PASSWORD);
  });

  it('answers the wrong-password error of the spec, changing nothing', async () => {
    const email = await activeAccount(context());
    const session = await signIn(context(), email);
    const wrong = await idp(
      context(),
      'POST',
      `/api/v1/users/${session.customerId}/credentials/change_password`,
      {
        token: session.accessToken,
        language: 'es',
        body: { oldPassword: { value: 'Pas-le-bon-1' }, newPassword: { value: NEW_PASSWORD } },
      },
    );
    expect(wrong).toMatchObject({
      status: 403,
      body: { code: 'WRONG_PASSWORD', message: 'La contraseña no coincide con esta cuenta.' },
    });
    await signIn(context(), email);
  });

  it('changes only the token’s own password', async () => {
    const victim = await signIn(context(), await activeAccount(context()));
    const attacker = await signIn(context(), await activeAccount(context()));
    const response = await idp(
      context(),
      'POST',
      `/api/v1/users/${victim.customerId}/credentials/change_password`,
      {
        token: attacker.accessToken,
        body: { oldPassword: { value: PASSWORD }, newPassword: { value: NEW_PASSWORD } },
      },
    );
    expect(response.status).toBe(404);
    const anonymous = await idp(
      context(),
      'POST',
      `/api/v1/users/${victim.customerId}/credentials/change_password`,
      { body: { oldPassword: { value: PASSWORD }, newPassword: { value: NEW_PASSWORD } } },
    );
    expect(anonymous.status).toBe(401);
  });
});
