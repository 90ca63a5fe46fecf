import { sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  activeAccount,
  idp,
  newAddress,
  newEmail,
  PASSWORD,
  refreshCookieOf,
  signIn,
} from './identity-test-fixture.ts';

describeEachDatabase('identity provider: sign-in, refresh, sign-out', (context) => {
  const refresh = (cookie: string) =>
    idp<{ access_token: string }>(context(), 'POST', '/oauth2/v1/token', {
      body: { grant_type: 'refresh_token' },
      cookie,
    });

  it('signs in with e-mail and password: access and ID tokens, refresh cookie', async () => {
    const email = await activeAccount(context());
    const response = await idp<Record<string, string | number>>(
      context(),
      'POST',
      '/oauth2/v1/token',
      { body: { grant_type: 'password', username: email.toUpperCase(), password: PASSWORD } },
    );
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(String(response.body.scope).split(' ')).toEqual([
      'openid',
      'email',
      'profile',
      'phone',
      'address',
      'users.read.self',
      'users.manage.self',
    ]);
    const access = decodeJwt(String(response.body.access_token));
    expect(decodeProtectedHeader(String(response.body.access_token))).toMatchObject({
      alg: 'ES256',
      typ: 'at+jwt',
    });
    expect(access).toMatchObject({ iss: 'http://localhost/idp', aud: 'sesame-api' });
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(900);
    expect(decodeJwt(String(response.body.id_token))).toMatchObject({
      iss: 'http://localhost/idp',
      aud: 'sesame-web',
      email,
      email_verified: true,
      given_name: 'Jeanne',
      family_name: 'Darc',
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(
      /^sesame_refresh=[A-Za-z0-9_-]{43}; Path=\/idp; Max-Age=2592000; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const email = await activeAccount(context());
    const wrong = await idp(context(), 'POST', '/oauth2/v1/token', {
      body: { grant_type: 'password', username: email, password: 'Wrong-pass-1' },
      address: newAddress(),
    });
    const unknown = await idp(context(), 'POST', '/oauth2/v1/token', {
      body: { grant_type: 'password', username: newEmail(), password: PASSWORD },
      address: newAddress(),
    });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ['64 characters', `Aa1!${'é'.repeat(60)}`],
    ['128 characters', `Aa1!${'x'.repeat(124)}`],
    ['Unicode letters and emoji', 'Ωμέγα-🎢-Ñandú-9'],
  ])('round-trips a password of %s', async (_label, password) => {
    const email = await activeAccount(context(), password);
    await signIn(context(), email, password);
    // The same text typed as decomposed characters (e + accent) is the same password.
    await signIn(context(), email, password.normalize('NFD'));
  });

  it('rotates the refresh token; each one works once', async () => {
    const session = await signIn(context(), await activeAccount(context()));
    const first = await refresh(session.cookie);
    expect(first.status).toBe(200);
    const next = refreshCookieOf(first);
    expect(next).not.toBe(session.cookie);
    const me = await idp(context(), 'GET', '/api/v1/users/me', {
      token: first.body.access_token,
    });
    expect(me.status).toBe(200);
    expect((await refresh(next)).status).toBe(200);
  });

  it('ends the whole family when a spent refresh token comes back', async () => {
    const session = await signIn(context(), await activeAccount(context()));
    const rotated = await refresh(session.cookie);
    const current = refreshCookieOf(rotated);
    const reused = await refresh(session.cookie);
    expect(reused).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(String(reused.headers['set-cookie'])).toContain('Max-Age=0');
    // The thief's copy and the customer's current token are both dead, and so is the access token.
    expect((await refresh(current)).status).toBe(401);
    const me = await idp(context(), 'GET', '/api/v1/users/me', {
      token: rotated.body.access_token,
    });
    expect(me.status).toBe(401);
    const { rows } = await context().database.db.execute<{ revoke_reason: string }>(sql`
      select revoke_reason from customer_sessions where customer_id = ${session.customerId}`);
    expect(rows.map((row) => row.revoke_reason)).toEqual(['reuse']);
  });

  it('refuses a refresh without cookie or with an unknown one', async () => {
    const none = await idp(context(), 'POST', '/oauth2/v1/token', {
      body: { grant_type: 'refresh_token' },
    });
    expect(none.status).toBe(401);
    expect((await refresh(`sesame_refresh=${'a'.repeat(43)}`)).status).toBe(401);
  });

  it('signs out: the refresh token and the access token stop working', async () => {
    const session = await signIn(context(), await activeAccount(context()));
    const out = await idp(context(), 'POST', '/oauth2/v1/revoke', { cookie: session.cookie });
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await refresh(session.cookie)).status).toBe(401);
    const me = await idp(context(), 'GET', '/api/v1/users/me', { token: session.accessToken });
    expect(me.status).toBe(401);
  });

  it('publishes OpenID discovery and the JWKS', async () => {
    const discovery = await idp<Record<string, unknown>>(
      context(),
      'GET',
      '/.well-known/openid-configuration',
    );
    expect(discovery.body).toMatchObject({
      issuer: 'http://localhost/idp',
      jwks_uri: 'http://localhost/idp/.well-known/jwks.json',
      token_endpoint: 'http://localhost/idp/oauth2/v1/token',
      userinfo_endpoint: 'http://localhost/idp/api/v1/users/me',
      id_token_signing_alg_values_supported: ['ES256'],
    });
    const jwks = await idp<{ keys: Array<Record<string, unknown>> }>(
      context(),
      'GET',
      '/.well-known/jwks.json',
    );
    expect(jwks.body.keys).toHaveLength(1);
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.body.keys[0]).not.toHaveProperty('d');
  });
});
