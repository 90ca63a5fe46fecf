import type { ErrorCode } from '@sesame/domain/i18n/error-codes';
import { profileUpdateSchema } from '@sesame/domain/identity/profile-schema';
import {
  activationSchema,
  changePasswordSchema,
  emailCheckSchema,
  passwordResetSchema,
  signInSchema,
  signUpSchema,
} from '@sesame/domain/identity/sign-up-schema';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { countRequest, type RateLimitName } from '../http/rate-limit.ts';
import { requestLanguage } from '../http/request-language.ts';
import type { Services } from '../http/services.ts';
import { message } from '../i18n/messages.ts';
import { activateAccount } from './activate-account.ts';
import { type AuthenticatedCustomer, authenticate, BearerRefused } from './bearer.ts';
import { changePassword } from './change-password.ts';
import { readProfile } from './customers-repo.ts';
import { emailState } from './email-state.ts';
import { type IdentityFailure, isFailure } from './identity-failure.ts';
import { issuerOf } from './identity-services.ts';
import { GRANTED_SCOPES, WEB_CLIENT_ID } from './identity-tokens.ts';
import { clearRefreshCookie, refreshTokenOf, setRefreshCookie } from './refresh-cookie.ts';
import { refreshSession } from './refresh-session.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resendActivation } from './resend-activation.ts';
import { resetPassword } from './reset-password.ts';
import { type SignedIn, signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';
import { signUp } from './sign-up.ts';
import { SIGNING_ALGORITHM } from './signing-key.ts';
import { updateOwnProfile } from './update-profile.ts';

/** DESIGN.md: `{issuer}` is `/idp`. */
export const IDP_PREFIX = '/idp';

const STATUS: Partial<Record<ErrorCode, number>> = {
  INVALID_INPUT: 400,
  PASSWORD_RULES: 400,
  LINK_INVALID: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_NOT_ACTIVATED: 403,
  WRONG_PASSWORD: 403,
  ACCOUNT_EXISTS: 409,
  ACTIVATION_EMAIL_FAILED: 422,
  RATE_LIMITED: 429,
};

const tokenRequest = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('password'), username: z.unknown(), password: z.unknown() }),
  z.object({ grant_type: z.literal('refresh_token') }),
]);

const userParams = z.object({ id: z.string() });
const profileBody = z.object({ profile: z.unknown() });

/**
 * The identity provider (checkout-and-account.md §7, DESIGN.md gateway and issuer), on `/idp`:
 * OpenID discovery and JWKS; the token endpoint (password and refresh-token grants, the refresh
 * token in an HttpOnly cookie limited to `/idp`); sign-out; the self-service user API; and what
 * identification needs: the e-mail state, sign-up, activation and its resending, password reset.
 * Errors answer `{code, message}` in the request's language; nothing is changed on any of them.
 */
export const idpRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const refuse = (request: FastifyRequest, reply: FastifyReply, failure: IdentityFailure) => {
    if (failure.retryAfter !== undefined) reply.header('retry-after', String(failure.retryAfter));
    if (failure.failure === 'UNAUTHENTICATED') {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
    }
    return reply
      .code(STATUS[failure.failure] ?? 400)
      .send({ code: failure.failure, message: message(failure.failure, requestLanguage(request)) });
  };

  /** The body parsed by `schema`, or null once a localised 400 was answered. */
  const parse = <T>(
    schema: z.ZodType<T>,
    value: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
  ): T | null => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const passwordBroken = parsed.error.issues.some((issue) =>
      issue.message.startsWith('identification.password'),
    );
    const failure: ErrorCode = passwordBroken ? 'PASSWORD_RULES' : 'INVALID_INPUT';
    reply.code(400).send({
      code: failure,
      message: message(failure, requestLanguage(request)),
      fields: parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      })),
    });
    return null;
  };

  /** Counts the request against the address's limit; false once a 429 was answered. */
  const withinLimit = async (name: RateLimitName, request: FastifyRequest, reply: FastifyReply) => {
    const wait = await countRequest(services.db, name, request.ip);
    if (wait === null) return true;
    refuse(request, reply, { failure: 'RATE_LIMITED', retryAfter: wait });
    return false;
  };

  /** The customer of the bearer token, or null once a 401 was answered. */
  const customerOf = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<AuthenticatedCustomer | null> => {
    try {
      const customer = await authenticate(services, request);
      if (customer) return customer;
    } catch (error) {
      if (!(error instanceof BearerRefused)) throw error;
    }
    refuse(request, reply, { failure: 'UNAUTHENTICATED' });
    return null;
  };

  const site = (request: FastifyRequest) => ({
    origin: services.publicUrl(request),
    language: requestLanguage(request),
    platform: request.platform.code,
  });

  const sendTokens = (reply: FastifyReply, signedIn: SignedIn) => {
    setRefreshCookie(reply, signedIn.refreshToken, signedIn.sessionSeconds);
    return reply.send({
      token_type: signedIn.tokens.tokenType,
      access_token: signedIn.tokens.accessToken,
      id_token: signedIn.tokens.idToken,
      expires_in: signedIn.tokens.expiresIn,
      scope: signedIn.tokens.scope,
    });
  };

  // Tokens, profiles and link answers are personal: no cache keeps any of them.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(`${IDP_PREFIX}/.well-known/openid-configuration`, async (request) => {
    const issuer = issuerOf(services, request);
    return {
      issuer,
      token_endpoint: `${issuer}/oauth2/v1/token`,
      revocation_endpoint: `${issuer}/oauth2/v1/revoke`,
      end_session_endpoint: `${issuer}/oauth2/v1/revoke`,
      userinfo_endpoint: `${issuer}/api/v1/users/me`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      grant_types_supported: ['password', 'refresh_token'],
      response_types_supported: ['token id_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: [SIGNING_ALGORITHM],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: GRANTED_SCOPES,
      claims_supported: [
        'sub',
        'iss',
        'aud',
        'exp',
        'iat',
        'sid',
        'email',
        'email_verified',
        'given_name',
        'family_name',
        'locale',
      ],
      client_id: WEB_CLIENT_ID,
    };
  });

  app.get(`${IDP_PREFIX}/.well-known/jwks.json`, async () => ({ keys: [services.signingKey.jwk] }));

  app.post(`${IDP_PREFIX}/oauth2/v1/token`, async (request, reply) => {
    const grant = parse(tokenRequest, request.body, request, reply);
    if (!grant) return reply;
    const issuer = issuerOf(services, request);
    if (grant.grant_type === 'refresh_token') {
      const token = refreshTokenOf(request);
      const refreshed: SignedIn | IdentityFailure = token
        ? await refreshSession(services, token, issuer)
        : { failure: 'UNAUTHENTICATED' };
      if (isFailure(refreshed)) {
        clearRefreshCookie(reply);
        return refuse(request, reply, refreshed);
      }
      return sendTokens(reply, refreshed);
    }
    const credentials = parse(signInSchema, grant, request, reply);
    if (!credentials) return reply;
    const signedIn = await signIn(
      services,
      { email: credentials.username, password: credentials.password },
      { address: request.ip, issuer },
    );
    return isFailure(signedIn) ? refuse(request, reply, signedIn) : sendTokens(reply, signedIn);
  });

  app.post(`${IDP_PREFIX}/oauth2/v1/revoke`, async (request, reply) => {
    const token = refreshTokenOf(request);
    if (token) await signOut(services.db, token);
    clearRefreshCookie(reply);
    return reply.code(204).send();
  });

  app.get(`${IDP_PREFIX}/api/v1/users/me`, async (request, reply) => {
    const customer = await customerOf(request, reply);
    if (!customer) return reply;
    const profile = await readProfile(services.db, customer.id);
    return profile ? { profile } : refuse(request, reply, { failure: 'UNAUTHENTICATED' });
  });

  app.post(`${IDP_PREFIX}/api/v1/users/me`, async (request, reply) => {
    const customer = await customerOf(request, reply);
    if (!customer) return reply;
    const body = parse(profileBody, request.body, request, reply);
    if (!body) return reply;
    const update = parse(profileUpdateSchema(request.platform.code), body.profile, request, reply);
    if (!update) return reply;
    const profile = await updateOwnProfile(services, customer.id, update);
    return profile ? { profile } : refuse(request, reply, { failure: 'UNAUTHENTICATED' });
  });

  app.post(`${IDP_PREFIX}/api/v1/users/:id/credentials/change_password`, async (request, reply) => {
    const customer = await customerOf(request, reply);
    if (!customer) return reply;
    const { id } = userParams.parse(request.params);
    // Only one's own password: another id is refused as if it did not exist.
    if (id !== customer.id && id !== 'me') {
      return reply.code(404).send({
        code: 'INVALID_INPUT',
        message: message('INVALID_INPUT', requestLanguage(request)),
      });
    }
    const body = parse(changePasswordSchema, request.body, request, reply);
    if (!body) return reply;
    const changed = await changePassword(
      services,
      { customerId: customer.id, sessionId: customer.sessionId },
      {
        oldPassword: body.oldPassword.value,
        newPassword: body.newPassword.value,
        address: request.ip,
      },
    );
    return isFailure(changed) ? refuse(request, reply, changed) : reply.code(200).send({});
  });

  app.post(`${IDP_PREFIX}/api/v1/authn/email-state`, async (request, reply) => {
    if (!(await withinLimit('accountLookup', request, reply))) return reply;
    const body = parse(emailCheckSchema, request.body, request, reply);
    if (!body) return reply;
    return { state: await emailState(services.db, body.email) };
  });

  app.post(`${IDP_PREFIX}/api/v1/users`, async (request, reply) => {
    if (!(await withinLimit('accountLookup', request, reply))) return reply;
    const body = parse(signUpSchema, request.body, request, reply);
    if (!body) return reply;
    const created = await signUp(services, body, site(request));
    return isFailure(created)
      ? refuse(request, reply, created)
      : reply.code(201).send({ status: 'NOT_ACTIVATED' });
  });

  app.post(`${IDP_PREFIX}/api/v1/users/activation`, async (request, reply) => {
    if (!(await withinLimit('accountLookup', request, reply))) return reply;
    const body = parse(activationSchema, request.body, request, reply);
    if (!body) return reply;
    const activated = await activateAccount(services, body.token);
    return isFailure(activated) ? refuse(request, reply, activated) : { email: activated.email };
  });

  app.post(`${IDP_PREFIX}/api/v1/users/activation/resend`, async (request, reply) => {
    if (!(await withinLimit('identityMailPerAddress', request, reply))) return reply;
    const body = parse(emailCheckSchema, request.body, request, reply);
    if (!body) return reply;
    const sent = await resendActivation(services, body.email, site(request));
    return isFailure(sent) ? refuse(request, reply, sent) : { sent: true };
  });

  app.post(`${IDP_PREFIX}/api/v1/authn/recovery/password`, async (request, reply) => {
    if (!(await withinLimit('identityMailPerAddress', request, reply))) return reply;
    const body = parse(emailCheckSchema, request.body, request, reply);
    if (!body) return reply;
    await requestPasswordReset(services, body.email, site(request));
    return reply.code(202).send({ sent: true });
  });

  app.post(`${IDP_PREFIX}/api/v1/authn/recovery/reset`, async (request, reply) => {
    const body = parse(passwordResetSchema, request.body, request, reply);
    if (!body) return reply;
    const reset = await resetPassword(services, body.token, body.newPassword);
    return isFailure(reset) ? refuse(request, reply, reset) : { reset: true };
  });
};
