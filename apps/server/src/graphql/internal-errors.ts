import type mercurius from 'mercurius';
import { requestLanguage } from '../http/request-language.ts';
import { message } from '../i18n/messages.ts';

type ErrorFormatter = typeof mercurius.defaultErrorFormatter;

/**
 * DESIGN.md, security defaults: an unexpected error (a failed query, a bug) is logged with its
 * stack and reaches the client as the spec's generic message in the request's language with the
 * request id — never as SQL, parameters, paths or a stack. Expected failures carry a code.
 */
export function withGenericInternalErrors(format: ErrorFormatter): ErrorFormatter {
  return (execution, context) => {
    const formatted = format(execution, context);
    const unexpected = execution.errors.map((error) => isUnexpected(error.originalError));
    if (!unexpected.includes(true)) return formatted;
    const request = context.reply.request;
    const errors = (formatted.response.errors ?? []).map((error, index) => {
      if (!unexpected[index]) return error;
      request.log.error({ err: execution.errors[index]?.originalError }, 'GraphQL resolver failed');
      return {
        message: message('GENERIC', requestLanguage(request)),
        path: error.path,
        extensions: { code: 'INTERNAL_ERROR', requestId: request.id },
      };
    });
    return { ...formatted, response: { ...formatted.response, errors } };
  };
}

/** Expected: GraphQL's own errors, Mercurius' refusals (4xx) and ours, which carry a code. */
function isUnexpected(error: Error | null | undefined): boolean {
  if (!error || error.name === 'GraphQLError') return false;
  const { extensions, statusCode } = error as {
    extensions?: { code?: unknown };
    statusCode?: unknown;
  };
  if (typeof extensions?.code === 'string') return false;
  return !(typeof statusCode === 'number' && statusCode < 500);
}
