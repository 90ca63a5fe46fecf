import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/language.ts';
import { cents } from './cents.ts';
import { formatMoney } from './format-money.ts';

// Intl's French and Spanish styles put a no-break space (U+00A0) before the euro sign, and French
// groups thousands with a narrow no-break space (U+202F).
describe('formatMoney', () => {
  it.each<[number, Language, string, string]>([
    [1250, 'fr', 'EUR', '12,50\u00a0€'],
    [1250, 'en', 'EUR', '€12.50'],
    [1250, 'es', 'EUR', '12,50\u00a0€'],
    [0, 'fr', 'EUR', '0,00\u00a0€'],
    [4900, 'en', 'EUR', '€49.00'],
    [123450, 'fr', 'EUR', '1\u202f234,50\u00a0€'],
    [123450, 'en', 'EUR', '€1,234.50'],
    [-500, 'en', 'EUR', '-€5.00'],
    [1250, 'en', 'GBP', '£12.50'],
  ])('%i cents in %s (%s) is %s', (amount, language, currency, expected) => {
    expect(formatMoney(cents(amount), language, currency)).toBe(expected);
  });

  it('defaults to euros', () => {
    expect(formatMoney(cents(999), 'en')).toBe('€9.99');
  });
});
