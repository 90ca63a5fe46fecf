import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { message } from '../i18n/messages.ts';
import { requestLanguage } from './request-language.ts';

/**
 * A body that is no JSON, too large or of another type is bad input like any other (DESIGN.md
 * invariant 4). Unexpected failures of REST routes: logged with their stack, answered with the
 * generic message.
 */
export function restErrorHandler(
  error: Pick<FastifyError, 'statusCode'> & Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 500;
  if (status < 500) {
    const language = requestLanguage(request);
    return reply
      .code(status)
      .send({ code: 'INVALID_INPUT', message: message('INVALID_INPUT', language) });
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(500)
    .send({ error: message('GENERIC', requestLanguage(request)), requestId: request.id });
}
