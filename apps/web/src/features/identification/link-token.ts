/**
 * The token of an activation or reset link: it rides in the fragment (`#token=…`), which no
 * browser sends to a server, so no log or Referer header ever holds it.
 */
export function linkToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}
