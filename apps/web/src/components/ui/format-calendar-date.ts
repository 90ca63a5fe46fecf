import { isoDateToUtc } from '@sesame/domain/dates/iso-date';
import type { Language } from '@sesame/domain/i18n/language';

const FORMATS = {
  /** A day's name: « samedi 6 mars 2027 », « Saturday, March 6, 2027 ». */
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** « mars 2027 », « marzo de 2027 ». */
  month: { month: 'long', year: 'numeric' },
  weekday: { weekday: 'long' },
  /** Over a column of the grid: « lun. », « Mon ». */
  shortWeekday: { weekday: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar's day (`yyyy-MM-dd`) written in `language`; the formatters are kept, a month asks forty. */
export function formatCalendarDate(
  date: string,
  language: Language,
  format: keyof typeof FORMATS,
): string {
  const key = `${language}:${format}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...FORMATS[format], timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(isoDateToUtc(date));
}
