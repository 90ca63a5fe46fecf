import type { Language } from '@sesame/domain/i18n/language';
import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, formatVisitDate } from './format.tsx';

describe('formatVisitDate', () => {
  it.each<[Language, 'long' | 'short', string]>([
    ['fr', 'long', 'samedi 12 juin 2027'],
    ['en', 'long', 'Saturday, 12 June 2027'],
    ['es', 'long', 'sábado, 12 de junio de 2027'],
    // booking-funnel.md §9: DD/MM/YYYY, English included.
    ['fr', 'short', '12/06/2027'],
    ['en', 'short', '12/06/2027'],
    ['es', 'short', '12/06/2027'],
  ])('%s, %s: %s', (language, style, expected) => {
    expect(formatVisitDate('2027-06-12', language, style)).toBe(expected);
  });
});

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
