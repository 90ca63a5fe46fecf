import type { Language } from './language.ts';

/**
 * booking-funnel.md §8: the message of an unexpected failure, in each language. Kept apart from
 * the rest of the catalogue (error-messages/*.ts): the web app holds it from its first render,
 * and loads the other messages beside it.
 */
export const GENERIC_ERROR: Record<Language, string> = {
  fr: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  en: 'An error has occurred. Please try again later.',
  es: 'Se ha producido un error. Inténtelo de nuevo más tarde.',
};
