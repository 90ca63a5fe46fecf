import type { ErrorCode } from './generated/graphql.ts';

/**
 * A refusal of the identity provider, with the stable code of its `{code, message}` answer
 * (`errors.<code>` in the catalogues); GENERIC when unexpected.
 */
export class IdpError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'IdpError';
    this.code = code;
  }
}
