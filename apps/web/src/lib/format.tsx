import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents } from '@sesame/domain/money/cents';
import { formatMoney } from '@sesame/domain/money/format-money';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** The currency every order is charged in. */
export const CHARGE_CURRENCY = 'EUR';

/**
 * Currencies a visitor may read prices in. Only euros are charged; the others are fixed demo
 * rates shown for guidance (booking-funnel.md §1: indicative only, may add costs).
 */
export const DISPLAY_CURRENCIES = { EUR: 1, GBP: 0.86, USD: 1.08 } as const;
export type DisplayCurrency = keyof typeof DISPLAY_CURRENCIES;

export function isDisplayCurrency(value: string): value is DisplayCurrency {
  return Object.hasOwn(DISPLAY_CURRENCIES, value);
}

const CurrencyContext = createContext<DisplayCurrency>(CHARGE_CURRENCY);
/** Provides the currency amounts are shown in, below the shell. */
export const CurrencyProvider = CurrencyContext;

/** Formats an amount in the visitor's language and chosen display currency. */
export function useFormatMoney(): (amount: Cents) => string {
  const currency = useContext(CurrencyContext);
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return (amount) =>
    formatMoney(cents(Math.round(amount * DISPLAY_CURRENCIES[currency])), language, currency);
}

/** Formats an amount in the charge currency, whatever the display currency (payment recap). */
export function useFormatChargedMoney(): (amount: Cents) => string {
  const { i18n } = useTranslation();
  return (amount) => formatMoney(amount, i18n.language as Language, CHARGE_CURRENCY);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** A visit day (`yyyy-MM-dd`) written out, e.g. « samedi 12 juin 2027 ». */
export function formatVisitDate(
  date: string,
  language: Language,
  style: 'long' | 'short' = 'long',
): string {
  const key = `${language}:${style}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      language,
      style === 'long'
        ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
        : { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
    );
    dateFormatters.set(key, formatter);
  }
  return formatter.format(new Date(`${date}T00:00:00Z`));
}

/** Formats visit days in the current language. */
export function useFormatVisitDate(): (date: string, style?: 'long' | 'short') => string {
  const { i18n } = useTranslation();
  return (date, style) => formatVisitDate(date, i18n.language as Language, style);
}
