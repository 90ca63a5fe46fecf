import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents } from '@sesame/domain/money/cents';
import { formatMoney } from '@sesame/domain/money/format-money';
import { createContext, useContext } from 'react';
import { useTranslation } from './i18n.ts';

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

const shortFormatters = new Map<string, Intl.NumberFormat>();

/** No decimals when whole, the currency's narrow sign: « 39 € », « 39,50 € », « £39 ». */
function shortFormatter(language: string, currency: DisplayCurrency): Intl.NumberFormat {
  const key = `${language}:${currency}`;
  let formatter = shortFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      trailingZeroDisplay: 'stripIfInteger',
    });
    shortFormatters.set(key, formatter);
  }
  return formatter;
}

/** Formats an amount in the display currency in few characters, for tight places (calendar days). */
export function useFormatShortMoney(): (amount: Cents) => string {
  const currency = useContext(CurrencyContext);
  const { i18n } = useTranslation();
  const formatter = shortFormatter(i18n.language, currency);
  return (amount) => formatter.format(Math.round(amount * DISPLAY_CURRENCIES[currency]) / 100);
}

/** The display currency's sign as short amounts write it: « € », « £ ». */
export function useCurrencySign(): string {
  const currency = useContext(CurrencyContext);
  const { i18n } = useTranslation();
  const parts = shortFormatter(i18n.language, currency).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** Formats an amount in the charge currency, whatever the display currency (payment recap). */
export function useFormatChargedMoney(): (amount: Cents) => string {
  const { i18n } = useTranslation();
  return (amount) => formatMoney(amount, i18n.language as Language, CHARGE_CURRENCY);
}
