import type { Language } from '../i18n/language.ts';
import type { Cents } from './cents.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/** booking-funnel.md §1 and §9: an amount in the currency, 2 decimals, in the language's style. */
export function formatMoney(amount: Cents, language: Language, currency = 'EUR'): string {
  const key = `${language}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // Building a NumberFormat costs far more than formatting; price lists format hundreds of amounts.
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount / 100);
}
