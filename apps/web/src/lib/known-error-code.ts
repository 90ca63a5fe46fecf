import type { ErrorCode } from './generated/graphql.ts';

/**
 * What a failure the server answers is known by: a code of the contract's `ErrorCode`, else
 * GENERIC (another layer's code, or a newer server's). The list of codes loads with the first
 * failure that names one, which a first visit to the start page does not meet; GENERIC if it
 * cannot load.
 */
export async function knownErrorCode(code: unknown): Promise<ErrorCode> {
  if (typeof code !== 'string') return 'GENERIC';
  try {
    const { ErrorCode: codes } = await import('./generated/graphql.ts');
    return Object.values<string>(codes).includes(code) ? (code as ErrorCode) : 'GENERIC';
  } catch {
    return 'GENERIC';
  }
}
