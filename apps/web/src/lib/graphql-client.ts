import { publicQueryPath } from '@sesame/domain/platform/public-query-path';
import { withAccessToken } from './auth-session.ts';
import type { ErrorCode, Operations } from './generated/graphql.ts';
import { knownErrorCode } from './known-error-code.ts';

/**
 * A GraphQL operation whose result and variables types travel with its text. `npm run codegen`
 * generates them from the contract in `apps/server/src/**\/*.graphql` and from this text
 * (docs/decisions/0017), so every call site is type-checked against the contract.
 */
export type GraphqlDocument<TResult, TVariables> = string & {
  readonly __result?: TResult;
  readonly __variables?: TVariables;
};

export type NoVariables = Record<string, never>;

/** The text of the operation named `TName`: `query Offers(…) {…}` for `graphql<'Offers'>`. */
type OperationText<TName extends string> =
  `${string}${'query' | 'mutation'} ${TName}${'(' | ' '}${string}`;

/**
 * The document of the operation `TName`, declared at module level: the web build lists every
 * such document for the server, which runs no other in production (scripts/trusted-documents.ts).
 */
export function graphql<TName extends keyof Operations>(
  source: OperationText<TName>,
): GraphqlDocument<Operations[TName]['result'], Operations[TName]['variables']> {
  return source.replace(/\s+/g, ' ').trim() as GraphqlDocument<
    Operations[TName]['result'],
    Operations[TName]['variables']
  >;
}

/**
 * A failure with a stable code of the contract's `ErrorCode` (`errors.<code>` in the
 * catalogues); GENERIC when unexpected.
 */
export class GraphqlError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'GraphqlError';
    this.code = code;
  }
}

interface GraphqlResponse<TResult> {
  data?: TResult | null;
  errors?: Array<{ message: string; extensions?: { code?: unknown } }>;
}

export function request<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  ...[variables, signal]: TVariables extends NoVariables
    ? [variables?: TVariables, signal?: AbortSignal]
    : [variables: TVariables, signal?: AbortSignal]
): Promise<TResult> {
  return send(document, variables, { signal });
}

/**
 * `request` with headers of its own besides the bearer: the partner header of completion mode on
 * the accommodation search (booking-funnel.md §7, docs/spec-readings.md).
 */
export function requestWithHeaders<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables,
  options: { signal?: AbortSignal | undefined; headers: Record<string, string> },
): Promise<TResult> {
  return send(document, variables, options);
}

/**
 * A query whose answer is the same for every visitor of the site, sent by GET without a token:
 * each page's answer names its address (publicQueryPath), so that the browser fetches it beside
 * the entry (the platform's configuration, decision 44). No header of its own: the request must
 * be the one the browser preloaded.
 */
export async function publicQuery<TResult>(
  document: GraphqlDocument<TResult, NoVariables>,
  signal?: AbortSignal,
): Promise<TResult> {
  return answerOf(
    await sent(() => fetch(publicQueryPath(document), { signal: signal ?? null }), signal),
  );
}

async function send<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables | undefined,
  { signal, headers = {} }: { signal?: AbortSignal | undefined; headers?: Record<string, string> },
): Promise<TResult> {
  // checkout-and-account.md §6: the bearer token when signed in, no authorisation header else.
  const response = await sent(
    () =>
      withAccessToken((accessToken) =>
        fetch('/graphql', {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/json',
            accept: 'application/json',
            ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
          },
          body: JSON.stringify({ query: document, variables: variables ?? {} }),
          signal: signal ?? null,
        }),
      ),
    signal,
  );
  return answerOf<TResult>(response);
}

/** The server's response; a network failure is the generic error, an abort stays an abort. */
async function sent(fetchIt: () => Promise<Response>, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetchIt();
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new GraphqlError('GENERIC', 'Network error');
  }
}

async function answerOf<TResult>(response: Response): Promise<TResult> {
  const body = (await response.json().catch(() => ({}))) as GraphqlResponse<TResult>;
  const [firstError] = body.errors ?? [];
  if (firstError) {
    throw new GraphqlError(await knownErrorCode(firstError.extensions?.code), firstError.message);
  }
  if (!response.ok || body.data == null) {
    throw new GraphqlError('GENERIC', `HTTP ${response.status}`);
  }
  return body.data;
}

/** Mutations answer expected failures as `{ success: false, code }`: turn them into errors. */
export function expectSuccess<T extends { success: boolean; code: ErrorCode | null }>(
  result: T,
): T {
  if (!result.success) throw new GraphqlError(result.code ?? 'GENERIC');
  return result;
}
