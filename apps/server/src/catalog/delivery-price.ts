import { daysBetween } from '@sesame/domain/dates/calendar-days';
import { type Cents, cents } from '@sesame/domain/money/cents';
import type { PlatformConfig } from '@sesame/domain/platform/platform';

/** catalogue.md §7.3, POST: standard postage of printed tickets to a French address. */
export const POSTAGE: Cents = cents(490);

/** catalogue.md §7.3: postal delivery closes 10 days before the first visit date. */
export const POSTAL_DELIVERY_DAYS_AHEAD = 10;

/**
 * The price of sending the tickets by post for a visit starting on `startDate`, booked on `today`;
 * null when the platform does not post tickets or the letter would arrive too late.
 */
export function deliveryPrice(
  platform: PlatformConfig,
  startDate: string,
  today: string,
): Cents | null {
  if (!platform.features.postalDelivery) return null;
  return daysBetween(today, startDate) >= POSTAL_DELIVERY_DAYS_AHEAD ? POSTAGE : null;
}
