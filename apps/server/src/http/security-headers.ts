import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** DESIGN.md, security defaults: the headers every response carries. */
export const securityHeaders: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header(
      'content-security-policy',
      "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'self'",
    );
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
  });
});
