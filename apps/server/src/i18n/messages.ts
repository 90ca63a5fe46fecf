import { ERROR_CODES, type ErrorCode } from '@sesame/domain/i18n/error-codes';
import { errorMessage } from '@sesame/domain/i18n/error-messages';
import type { Language } from '@sesame/domain/i18n/language';

/** A stable code of an expected failure; its messages live in the domain's error catalogue. */
export type MessageCode = ErrorCode;

/** The message of an expected failure, for API callers and the sandbox pages. */
export function message(code: MessageCode, language: Language): string {
  return errorMessage(code, language);
}

/** Every code with a message: the `ErrorCode` enum of the contract lists the same. */
export const messageCodes: readonly MessageCode[] = ERROR_CODES;
