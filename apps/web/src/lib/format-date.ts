import { formatTimeOfDay } from '@sesame/domain/dates/format-time-of-day';
import type { Language } from '@sesame/domain/i18n/language';
import { useTranslation } from './i18n.ts';

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** English as the parks write it: day before month, « Saturday, 12 June 2027 ». */
const DATE_LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES' };

/**
 * A visit day (`yyyy-MM-dd`) written out, e.g. « samedi 12 juin 2027 », or short in the spec's
 * DD/MM/YYYY (booking-funnel.md §9), the same in every language.
 */
export function formatVisitDate(
  date: string,
  language: Language,
  style: 'long' | 'short' = 'long',
): string {
  if (style === 'short') {
    const [year, month, day] = date.split('-');
    return `${day}/${month}/${year}`;
  }
  let formatter = dateFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormatters.set(language, formatter);
  }
  return formatter.format(new Date(`${date}T00:00:00Z`));
}

/** Formats times of day in the current language. */
export function useFormatTimeOfDay(): (time: string) => string {
  const { i18n } = useTranslation();
  return (time) => formatTimeOfDay(time, i18n.language as Language);
}

/** Formats visit days in the current language. */
export function useFormatVisitDate(): (date: string, style?: 'long' | 'short') => string {
  const { i18n } = useTranslation();
  return (date, style) => formatVisitDate(date, i18n.language as Language, style);
}
