import type { ErrorCode } from '@sesame/domain/i18n/error-codes';
import {
  generateHashSchema,
  validateHashSchema,
} from '@sesame/domain/validation/basket-hash-schema';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { countRequest } from '../http/rate-limit.ts';
import { requestLanguage } from '../http/request-language.ts';
import type { Services } from '../http/services.ts';
import { message } from '../i18n/messages.ts';
import { basketHash, isBasketHashValid } from './basket-hash.ts';

export interface HashRoutesOptions {
  services: Services;
  /** Key of the basket HMAC (env.ts, `BASKET_HASH_SECRET`). */
  secret: string;
}

/**
 * checkout-and-account.md §7, hash checks, on the gateway (DESIGN.md, `/api`):
 * `POST /api/hash/generate` {basket, orderId} answers {success, hash};
 * `POST /api/hash/validate` {basket, hash, orderId} answers {success} (and BASKET_INVALID when
 * false). Both are counted as order look-ups; a bad body is a localised 400 and changes nothing.
 */
export const hashRoutes: FastifyPluginAsync<HashRoutesOptions> = async (
  app,
  { services, secret },
) => {
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, code: ErrorCode) =>
    reply.code(status).send({ code, message: message(code, requestLanguage(request)) });

  // Counted before the body is read: a flood of bad bodies is a flood all the same.
  app.addHook('onRequest', async (request, reply) => {
    const wait = await countRequest(services.db, 'orderLookup', request.ip);
    if (wait === null) return;
    reply.header('retry-after', String(wait));
    return refuse(request, reply, 429, 'RATE_LIMITED');
  });

  app.post('/api/hash/generate', async (request, reply) => {
    const body = generateHashSchema.safeParse(request.body);
    if (!body.success) return refuse(request, reply, 400, 'INVALID_INPUT');
    const { basket, orderId } = body.data;
    return { success: true, hash: basketHash(secret, orderId, basket) };
  });

  app.post('/api/hash/validate', async (request, reply) => {
    const body = validateHashSchema.safeParse(request.body);
    if (!body.success) return refuse(request, reply, 400, 'INVALID_INPUT');
    const { basket, orderId, hash } = body.data;
    if (isBasketHashValid(secret, orderId, basket, hash)) return { success: true };
    // The spec's "returns false": the visitor is told; we keep a trace of baskets changed.
    request.log.info({ orderId }, 'basket hash does not match the basket');
    return { success: false, code: 'BASKET_INVALID' };
  });
};
