import type { Language } from '../i18n/language.ts';

/**
 * Issue 11, times written as each language writes them: a time of day (`HH:MM`, as the
 * catalogue gives sessions and sittings) reads « 21 h 30 », « 9:30 pm », « 21:30 ». Written out
 * by hand: browsers differ on English's noon (« 0:15 pm »).
 */
export function formatTimeOfDay(time: string, language: Language): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const mm = String(minutes).padStart(2, '0');
  switch (language) {
    case 'fr':
      return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${mm}`;
    case 'en':
      return `${hours % 12 || 12}:${mm}\u00a0${hours < 12 ? 'am' : 'pm'}`;
    case 'es':
      return `${String(hours).padStart(2, '0')}:${mm}`;
  }
}
