import type { ErrorCode } from '@sesame/domain/i18n/error-codes';

/** An expected failure of an identity use case; the routes answer its localised message. */
export interface IdentityFailure {
  failure: ErrorCode;
  /** Seconds to wait, for RATE_LIMITED. */
  retryAfter?: number;
}

export const fail = (failure: ErrorCode, retryAfter?: number): IdentityFailure =>
  retryAfter === undefined ? { failure } : { failure, retryAfter };

export const isFailure = (result: unknown): result is IdentityFailure =>
  typeof result === 'object' && result !== null && 'failure' in result;
