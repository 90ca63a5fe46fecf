/**
 * A GraphQL operation whose result and variables types travel with its text, so that every call
 * site is type-checked against the contract in `apps/server/src/**\/*.graphql`.
 */
export type GraphqlDocument<TResult, TVariables> = string & {
  readonly __result?: TResult;
  readonly __variables?: TVariables;
};

export type NoVariables = Record<string, never>;

export function graphql<TResult, TVariables = NoVariables>(
  source: string,
): GraphqlDocument<TResult, TVariables> {
  return source.replace(/\s+/g, ' ').trim() as GraphqlDocument<TResult, TVariables>;
}

/** A failure with a stable code (`errors.<code>` in the catalogues); GENERIC when unexpected. */
export class GraphqlError extends Error {
  readonly code: string;

  constructor(code: string, message?: string) {
    super(message ?? code);
    this.name = 'GraphqlError';
    this.code = code;
  }
}

export const GENERIC_ERROR = 'GENERIC';

interface GraphqlResponse<TResult> {
  data?: TResult | null;
  errors?: Array<{ message: string; extensions?: { code?: unknown } }>;
}

export async function request<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  ...[variables, signal]: TVariables extends NoVariables
    ? [variables?: TVariables, signal?: AbortSignal]
    : [variables: TVariables, signal?: AbortSignal]
): Promise<TResult> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: document, variables: variables ?? {} }),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new GraphqlError(GENERIC_ERROR, 'Network error');
  }
  const body = (await response.json().catch(() => ({}))) as GraphqlResponse<TResult>;
  const [firstError] = body.errors ?? [];
  if (firstError) {
    const code = firstError.extensions?.code;
    throw new GraphqlError(typeof code === 'string' ? code : GENERIC_ERROR, firstError.message);
  }
  if (!response.ok || body.data == null) {
    throw new GraphqlError(GENERIC_ERROR, `HTTP ${response.status}`);
  }
  return body.data;
}

/** Mutations answer expected failures as `{ success: false, code }`: turn them into errors. */
export function expectSuccess<T extends { success: boolean; code?: string | null }>(result: T): T {
  if (!result.success) throw new GraphqlError(result.code ?? GENERIC_ERROR);
  return result;
}
