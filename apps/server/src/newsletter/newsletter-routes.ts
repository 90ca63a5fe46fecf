import {
  newsletterLinkSchema,
  newsletterSubscribeSchema,
} from '@sesame/domain/newsletter/newsletter-requests';
import type { NewsletterRefusal } from '@sesame/domain/newsletter/newsletter-subscription';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { countRequest, type RateLimitName } from '../http/rate-limit.ts';
import { requestLanguage } from '../http/request-language.ts';
import type { Services } from '../http/services.ts';
import { confirmSubscription, type LinkAnswer, unsubscribe } from './newsletter-links.ts';
import { subscribe } from './subscribe.ts';

const STATUS: Record<NewsletterRefusal | 'LINK_INVALID', number> = {
  VALIDATION_ERROR: 400,
  LINK_INVALID: 400,
  EMAIL_IN_USE: 409,
  CONFIRMATION_ALREADY_SENT: 409,
  RATE_LIMITED: 429,
};

const refuse = (reply: FastifyReply, category: keyof typeof STATUS) =>
  reply.code(STATUS[category]).send({ status: 'REFUSED', category });

/**
 * checkout-and-account.md §7, newsletter, on the gateway (DESIGN.md, `/api`):
 * `POST /api/newsletter/subscribe` {email, legalBasis, legalBasisExplanation, source,
 * noticeVersion} answers {status, category}: 202 PENDING when the confirmation e-mail is queued,
 * else REFUSED with the spec's category. `POST /api/newsletter/confirm` and
 * `/api/newsletter/unsubscribe` {token} serve the links of the e-mails. Each is rate limited per
 * client address; a refused request changes nothing.
 */
export const newsletterRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const withinLimit = async (name: RateLimitName, request: FastifyRequest, reply: FastifyReply) => {
    const wait = await countRequest(services.db, name, request.ip);
    if (wait === null) return true;
    reply.header('retry-after', String(wait));
    refuse(reply, 'RATE_LIMITED');
    return false;
  };

  // A body that is no JSON, or too large, is bad input like any other: VALIDATION_ERROR.
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if ((error.statusCode ?? 500) < 500) return refuse(reply, 'VALIDATION_ERROR');
    throw error;
  });

  const answerLink = (reply: FastifyReply, answer: LinkAnswer) =>
    answer.status === 'REFUSED' ? refuse(reply, answer.category) : reply.send(answer);

  app.post('/api/newsletter/subscribe', async (request, reply) => {
    if (!(await withinLimit('newsletterSubscription', request, reply))) return reply;
    const body = newsletterSubscribeSchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 'VALIDATION_ERROR');
    const answer = await subscribe(services, body.data, {
      origin: services.publicUrl(request),
      language: requestLanguage(request),
      platform: request.platform.code,
    });
    if (answer.status === 'REFUSED') return refuse(reply, answer.category);
    return reply.code(202).send(answer);
  });

  app.post('/api/newsletter/confirm', async (request, reply) => {
    if (!(await withinLimit('newsletterLink', request, reply))) return reply;
    const body = newsletterLinkSchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 'LINK_INVALID');
    return answerLink(reply, await confirmSubscription(services, body.data.token));
  });

  app.post('/api/newsletter/unsubscribe', async (request, reply) => {
    if (!(await withinLimit('newsletterLink', request, reply))) return reply;
    const body = newsletterLinkSchema.safeParse(request.body);
    if (!body.success) return refuse(reply, 'LINK_INVALID');
    return answerLink(reply, await unsubscribe(services, body.data.token));
  });
};
