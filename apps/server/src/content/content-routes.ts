import { contentQuerySchema } from '@sesame/domain/content/content-query';
import type { FastifyPluginAsync } from 'fastify';
import { requestLanguage } from '../http/request-language.ts';
import { message } from '../i18n/messages.ts';
import { contentNodes } from './content-source.ts';

/**
 * checkout-and-account.md §7, content queries, on the gateway (DESIGN.md, `/api`):
 * `POST /api/content/drupal` {query, variables{language, code?, faqCode?, limit?}} answers
 * {nodes}; a bad body is a localised 400 and changes nothing.
 */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/content/drupal', async (request, reply) => {
    const body = contentQuerySchema.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({
        code: 'INVALID_INPUT',
        message: message('INVALID_INPUT', requestLanguage(request)),
      });
    }
    return { nodes: contentNodes(body.data) };
  });
};
