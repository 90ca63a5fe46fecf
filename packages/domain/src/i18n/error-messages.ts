import type { ErrorCode, ErrorMessages } from './error-codes.ts';
import { en } from './error-messages/en.ts';
import { es } from './error-messages/es.ts';
import { fr } from './error-messages/fr.ts';
import type { Language } from './language.ts';

/**
 * booking-funnel.md §8 and checkout-and-account.md §8: the one error catalogue, every language.
 * The web loads a single language's file instead, so a visitor downloads only what they read.
 */
export const errorMessages: Record<Language, ErrorMessages> = { fr, en, es };

/** The message of an expected failure in a language. */
export function errorMessage(code: ErrorCode, language: Language): string {
  return errorMessages[language][code];
}
