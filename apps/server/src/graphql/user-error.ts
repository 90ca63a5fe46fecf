import type { Language } from '@sesame/domain/i18n/language';
import mercurius from 'mercurius';
import { type MessageCode, message } from '../i18n/messages.ts';

/**
 * An expected failure the visitor can act on (bad input, sold out): a GraphQL error carrying a
 * stable `code` and a message in the request's language. Nothing was changed when it is thrown.
 */
export function userError(
  code: MessageCode,
  language: Language,
  details?: Record<string, unknown>,
): Error {
  return new mercurius.ErrorWithProps(message(code, language), { code, ...details }, 200);
}
