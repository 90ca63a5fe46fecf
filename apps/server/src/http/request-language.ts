import { isLanguage, type Language } from '@sesame/domain/i18n/language';
import type { FastifyRequest } from 'fastify';

/** The language of a request: `?lang=`, then the first supported `Accept-Language` tag, then fr. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLanguage(query)) return query;
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((tag) => tag.trim().slice(0, 2).toLowerCase());
  return accepted.find(isLanguage) ?? 'fr';
}
