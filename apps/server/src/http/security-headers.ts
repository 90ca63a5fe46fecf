import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/**
 * The API's answers: any of them may carry personal data (an order answers its e-mail), and
 * GraphQL reads are POST requests that no shared cache may keep anyway.
 */
const API_PATH = /^\/(graphql|api)(\/|\?|$)/;

/**
 * DESIGN.md, security defaults: the headers every response carries, and `no-store` on API answers
 * unless the route chose its own caching.
 */
export const securityHeaders: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    if (API_PATH.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
});
