import { daysBetween } from '../dates/calendar-days.ts';
import { type Cents, cents } from '../money/cents.ts';
import type { PlatformConfig } from '../platform/platform.ts';

/** catalogue.md §7.3 POST: standard postage of printed tickets to a French address. */
export const POSTAGE: Cents = cents(490);

/** catalogue.md §7.3 POST: postal delivery closes 10 days before the first visit date. */
export const POSTAL_DELIVERY_DAYS_AHEAD = 10;

/** catalogue.md §7.3 POST, booking-funnel.md §9 (courrier, France only): postage, or null when not offered. */
export function postagePrice(
  platform: Pick<PlatformConfig, 'features'>,
  startDate: string,
  today: string,
): Cents | null {
  if (!platform.features.postalDelivery) return null;
  return daysBetween(today, startDate) >= POSTAL_DELIVERY_DAYS_AHEAD ? POSTAGE : null;
}
