import { generateKeyPair, SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { DOCUMENTED_IDP_SIGNING_KEY } from '../env.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { activeAccount, idp, type Session, signIn } from './identity-test-fixture.ts';
import { issueTokens } from './identity-tokens.ts';
import { loadSigningKey, type SigningKey } from './signing-key.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeEachDatabase('bearer tokens on REST and GraphQL', (context) => {
  let session: Session;
  let key: SigningKey;
  let email: string;

  beforeAll(async () => {
    email = await activeAccount(context());
    session = await signIn(context(), email);
    key = await loadSigningKey(DOCUMENTED_IDP_SIGNING_KEY);
  });

  const claims = () => ({
    sub: session.customerId,
    sid: JSON.parse(Buffer.from(session.accessToken.split('.')[1] ?? '', 'base64url').toString())
      .sid,
    scope: 'openid',
  });

  const signed = (
    overrides: {
      iss?: string;
      aud?: string;
      typ?: string;
      signWith?: Parameters<SignJWT['sign']>[0];
      alg?: string;
    } = {},
  ) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims())
      .setProtectedHeader({ alg: overrides.alg ?? 'ES256', typ: overrides.typ ?? 'at+jwt' })
      .setIssuer(overrides.iss ?? 'http://localhost/idp')
      .setAudience(overrides.aud ?? 'sesame-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(overrides.signWith ?? key.privateKey);
  };

  const graphqlWith = async (authorization: string | undefined) => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        host: 'localhost',
        'accept-language': 'es',
        ...(authorization === undefined ? {} : { authorization }),
      },
      payload: { query: '{ __typename }' },
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('lets a valid access token through, and a request without token as a guest', async () => {
    const me = await idp<{ profile: { email: string } }>(context(), 'GET', '/api/v1/users/me', {
      token: await signed(),
    });
    expect(me).toMatchObject({ status: 200, body: { profile: { email } } });
    expect(await graphqlWith(`Bearer ${session.accessToken}`)).toMatchObject({
      status: 200,
      body: { data: { __typename: 'Query' } },
    });
    expect((await graphqlWith(undefined)).status).toBe(200);
    const guest = await idp(context(), 'GET', '/api/v1/users/me');
    expect(guest).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });

  const refused: Array<[string, () => Promise<string>]> = [
    [
      'alg none',
      async () =>
        `${base64url({ alg: 'none', typ: 'at+jwt' })}.${base64url({
          ...claims(),
          iss: 'http://localhost/idp',
          aud: 'sesame-api',
          iat: Math.floor(Date.now() / 1000),
          exp: Math.floor(Date.now() / 1000) + 600,
        })}.`,
    ],
    ['another key', async () => signed({ signWith: (await generateKeyPair('ES256')).privateKey })],
    [
      'HS256 keyed with the public key',
      async () =>
        signed({
          alg: 'HS256',
          signWith: new TextEncoder().encode(JSON.stringify(key.jwk)),
        }),
    ],
    ['another audience', () => signed({ aud: 'sesame-web' })],
    ['another issuer', () => signed({ iss: 'https://idp.example/idp' })],
    [
      'an expired token',
      async () => {
        const { sid } = claims();
        const old = await issueTokens(
          key,
          'http://localhost/idp',
          {
            customerId: session.customerId,
            sessionId: sid,
            email,
            emailVerified: true,
            firstName: 'Jeanne',
            lastName: 'Darc',
            language: 'fr',
          },
          new Date(Date.now() - 16 * 60 * 1000),
        );
        return old.accessToken;
      },
    ],
    ['an ID token', async () => session.idToken],
    ['a token without typ at+jwt', () => signed({ typ: 'JWT' })],
    ['garbage', async () => 'not-a-token'],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = session.accessToken.split('.');
        return `${header}.${base64url({ ...claims(), sub: crypto.randomUUID() })}.${signature}`;
      },
    ],
  ];

  it.each(refused)(
    'answers 401 on REST and UNAUTHENTICATED on GraphQL for %s',
    async (_label, token) => {
      const bearer = await token();
      const rest = await idp(context(), 'GET', '/api/v1/users/me', { token: bearer });
      expect(rest).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
      expect(rest.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      const graphql = await graphqlWith(`Bearer ${bearer}`);
      expect(graphql.status).toBe(401);
      expect(graphql.body.data ?? null).toBeNull();
      expect(graphql.body.errors[0]).toMatchObject({
        message: 'Su sesión ha terminado. Vuelva a iniciar sesión.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    },
  );

  it('refuses an Authorization header that is not a bearer token', async () => {
    expect((await graphqlWith('Basic dXNlcjpwYXNz')).status).toBe(401);
    expect((await graphqlWith('')).status).toBe(401);
  });
});
