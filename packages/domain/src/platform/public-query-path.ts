/**
 * The address of a GraphQL query sent by GET, without variables (decision 44): the web app asks
 * the platform's configuration there, and the server names the same address in each page's Link
 * header, so that the browser fetches it beside the entry; the two must write it alike.
 */
export function publicQueryPath(query: string): string {
  return `/graphql?query=${encodeURIComponent(query)}`;
}
