import type { Language } from '@sesame/domain/i18n/language';
import { describe, expect, it } from 'vitest';
import { formatVisitDate } from './format-date.ts';

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
