import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/language.ts';
import { formatTimeOfDay } from './format-time-of-day.ts';

describe('formatTimeOfDay', () => {
  it.each<[string, Language, string]>([
    ['21:30', 'fr', '21\u00a0h\u00a030'],
    ['22:00', 'fr', '22\u00a0h'],
    ['09:05', 'fr', '9\u00a0h\u00a005'],
    ['21:30', 'en', '9:30\u00a0pm'],
    ['12:15', 'en', '12:15\u00a0pm'],
    ['00:30', 'en', '12:30\u00a0am'],
    ['09:05', 'en', '9:05\u00a0am'],
    ['21:30', 'es', '21:30'],
    ['09:05', 'es', '09:05'],
  ])('%s in %s: %s', (time, language, expected) => {
    expect(formatTimeOfDay(time, language)).toBe(expected);
  });
});
