import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { SIGNING_ALGORITHM, type SigningKey } from './signing-key.ts';

/** DESIGN.md, security defaults: access tokens live 15 minutes at most; ID tokens as long. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

/** Who access tokens are for: this site's data service (GraphQL and the idp's user API). */
export const ACCESS_TOKEN_AUDIENCE = 'sesame-api';

/** The web app, the one client of the identity provider: the audience of ID tokens. */
export const WEB_CLIENT_ID = 'sesame-web';

/** RFC 9068: the header type of an access token, which an ID token never carries. */
const ACCESS_TOKEN_TYPE = 'at+jwt';

/**
 * checkout-and-account.md §7, identity provider: the scopes a sign-in grants — OpenID's and the
 * user-management ones of the self-service calls (read and update one's profile, password).
 */
export const GRANTED_SCOPES = [
  'openid',
  'email',
  'profile',
  'phone',
  'address',
  'users.read.self',
  'users.manage.self',
] as const;

export interface TokenSubject {
  customerId: string;
  sessionId: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  language: string;
}

export interface IssuedTokens {
  accessToken: string;
  idToken: string;
  tokenType: 'Bearer';
  expiresIn: number;
  scope: string;
}

/** Signs an access token and an ID token for a session of `subject`. */
export async function issueTokens(
  key: SigningKey,
  issuer: string,
  subject: TokenSubject,
  now: Date,
): Promise<IssuedTokens> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires = issuedAt + ACCESS_TOKEN_SECONDS;
  const scope = GRANTED_SCOPES.join(' ');
  const accessToken = await new SignJWT({ scope, sid: subject.sessionId, client_id: WEB_CLIENT_ID })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: ACCESS_TOKEN_TYPE, kid: key.jwk.kid })
    .setIssuer(issuer)
    .setSubject(subject.customerId)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expires)
    .setJti(randomUUID())
    .sign(key.privateKey);
  const idToken = await new SignJWT({
    sid: subject.sessionId,
    email: subject.email,
    email_verified: subject.emailVerified,
    given_name: subject.firstName,
    family_name: subject.lastName,
    locale: subject.language,
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, typ: 'JWT', kid: key.jwk.kid })
    .setIssuer(issuer)
    .setSubject(subject.customerId)
    .setAudience(WEB_CLIENT_ID)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expires)
    .sign(key.privateKey);
  return { accessToken, idToken, tokenType: 'Bearer', expiresIn: ACCESS_TOKEN_SECONDS, scope };
}

export interface AccessClaims {
  customerId: string;
  sessionId: string;
  scopes: string[];
}

/**
 * The claims of a valid access token of this issuer, or null for anything else: another
 * algorithm (`none` included), another key, issuer or audience, an expired token, an ID token.
 */
export async function verifyAccessToken(
  key: SigningKey,
  issuer: string,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, {
      algorithms: [SIGNING_ALGORITHM],
      issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
      typ: ACCESS_TOKEN_TYPE,
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'exp', 'iat'],
      maxTokenAge: ACCESS_TOKEN_SECONDS,
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    return { customerId: payload.sub, sessionId: payload.sid, scopes };
  } catch {
    return null;
  }
}
