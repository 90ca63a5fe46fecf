import type { Language } from '@sesame/domain/i18n/language';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import mercurius from 'mercurius';
import { requestLanguage } from '../http/request-language.ts';
import type { Services } from '../http/services.ts';
import { message } from '../i18n/messages.ts';
import { type IdentityServices, issuerOf } from './identity-services.ts';
import { verifyAccessToken } from './identity-tokens.ts';
import { isLiveSession } from './sessions-repo.ts';

/** The customer whose access token a request carries. */
export interface AuthenticatedCustomer {
  id: string;
  sessionId: string;
  scopes: string[];
}

/** A request whose `Authorization` header is not a valid access token of a live session. */
export class BearerRefused extends Error {
  constructor(language: Language) {
    super(message('UNAUTHENTICATED', language));
  }
}

const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/;

/**
 * The one check of a bearer token (checkout-and-account.md §6), for GraphQL and REST alike: null
 * without an `Authorization` header (a guest); the customer for an access token of this issuer
 * whose session is live; otherwise BearerRefused — a token that fails is never taken for a guest.
 */
export async function authenticate(
  services: Pick<IdentityServices, 'db' | 'signingKey' | 'clock' | 'publicUrl'>,
  request: FastifyRequest,
): Promise<AuthenticatedCustomer | null> {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const token = BEARER.exec(header)?.[1];
  const claims = token
    ? await verifyAccessToken(
        services.signingKey,
        issuerOf(services, request),
        token,
        services.clock(),
      )
    : null;
  if (!claims || !(await isLiveSession(services.db, claims.sessionId, claims.customerId))) {
    throw new BearerRefused(requestLanguage(request));
  }
  return { id: claims.customerId, sessionId: claims.sessionId, scopes: claims.scopes };
}

/**
 * Runs before GraphQL reads the document: sets `request.customer`, or fails the request with
 * UNAUTHENTICATED and HTTP 401.
 */
export function graphqlAuthentication(services: Services): preValidationAsyncHookHandler {
  return async (request) => {
    try {
      request.customer = await authenticate(services, request);
    } catch (error) {
      if (!(error instanceof BearerRefused)) throw error;
      throw new mercurius.ErrorWithProps(error.message, { code: 'UNAUTHENTICATED' }, 401);
    }
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer of a GraphQL request (graphqlAuthentication), or null. */
    customer: AuthenticatedCustomer | null;
  }
}
