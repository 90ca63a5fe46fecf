import type { FastifyRequest } from 'fastify';
import type { Services } from '../http/services.ts';

/** What the identity use cases need of the app's services. */
export type IdentityServices = Pick<Services, 'db' | 'mail' | 'signingKey' | 'clock' | 'publicUrl'>;

/** DESIGN.md, gateway and issuer: `{issuer}` is `/idp` on the site's public origin. */
export function issuerOf(services: Pick<Services, 'publicUrl'>, request: FastifyRequest): string {
  return `${services.publicUrl(request)}/idp`;
}

/** How long links and sessions live (checkout-and-account issue: reset 60 min, activation 24 h). */
export const ACTIVATION_LINK_SECONDS = 24 * 60 * 60;
export const RESET_LINK_SECONDS = 60 * 60;
/** A session (its refresh tokens) ends 30 days after sign-in whatever its use (a rule of ours). */
export const SESSION_SECONDS = 30 * 24 * 60 * 60;
