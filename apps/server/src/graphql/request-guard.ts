import type { preValidationAsyncHookHandler } from 'fastify';
import type { ExecutionResult } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import { isRefusalCode, parseWithinLimits, REFUSAL_CODES, refusal } from './limits.ts';

export interface GraphqlRequestGuardOptions {
  /** Production: the only texts that run (trusted-documents.ts); any other is refused unread. */
  trusted?: ReadonlySet<string> | undefined;
}

/** Texts already found within the limits are not parsed again: up to this many, this long. */
const MAX_REMEMBERED = 1_000;
const MAX_REMEMBERED_LENGTH = 16_384;

/**
 * Runs on GET and POST /graphql before anything else reads the document, including the
 * catalogue cache: refuses batches; in production, any text the web app does not ship; elsewhere,
 * a text over the token limit or not GraphQL at all. Validation rules (limits.ts) do the rest.
 */
export function graphqlRequestGuard({
  trusted,
}: GraphqlRequestGuardOptions): preValidationAsyncHookHandler {
  const accepted = new Set<string>();
  return async (request) => {
    const body = request.method === 'GET' ? request.query : request.body;
    if (Array.isArray(body))
      throw refusal(REFUSAL_CODES.batched, 'Send one operation per request.');
    const query = (body as { query?: unknown } | null | undefined)?.query;
    if (trusted) {
      if (typeof query !== 'string' || !trusted.has(query))
        throw refusal(REFUSAL_CODES.notTrusted, 'Unknown document.');
      return;
    }
    if (typeof query !== 'string' || accepted.has(query)) return;
    parseWithinLimits(query);
    if (query.length > MAX_REMEMBERED_LENGTH) return;
    if (accepted.size >= MAX_REMEMBERED) accepted.clear();
    accepted.add(query);
  };
}

export interface GraphqlErrorFormatterOptions {
  /** Production: no "Did you mean …?" naming the schema's fields, types and values. */
  hideSuggestions: boolean;
}

type Execution = ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>;

/**
 * Mercurius' formatter, with HTTP 400 for every refusal (Mercurius answers 200 when validation
 * finds several errors) and, in production, the schema's names taken out of the messages.
 */
export function graphqlErrorFormatter({ hideSuggestions }: GraphqlErrorFormatterOptions) {
  return (execution: Execution, context: MercuriusContext) => {
    const { statusCode, response } = mercurius.defaultErrorFormatter(execution, context);
    const errors = (response.errors ?? []).map((error) =>
      hideSuggestions ? { ...error, message: withoutSuggestions(error.message) } : error,
    );
    const refused = !response.data && errors.some((error) => isRefusalCode(error.extensions?.code));
    return { statusCode: refused ? 400 : statusCode, response: { ...response, errors } };
  };
}

/** graphql-js appends its suggestions as ` Did you mean "a", "b", or "c"?`. */
export function withoutSuggestions(message: string): string {
  return message.replace(/ Did you mean [^?]*\?/g, '');
}
