export interface GraphqlResponse<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export async function graphql<T>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  /** The client address a trusted proxy in front of the server reports for this request. */
  clientAddress?: string,
): Promise<GraphqlResponse<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResponse<T>;
}
