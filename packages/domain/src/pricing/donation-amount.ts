import type { Booking } from '../booking/booking.ts';
import { type Cents, cents, ZERO } from '../money/cents.ts';

/**
 * catalogue.md §7.3 DON and booking-funnel.md §4: the gift the visitor chose (1, 2, 5, 10 € or a
 * round-up), when they chose to give; never discounted. Its bounds are MAX_DONATION_CENTS.
 */
export function donationAmount(basket: Pick<Booking, 'isDonation' | 'donationValue'>): Cents {
  return basket.isDonation ? basket.donationValue : ZERO;
}

/** catalogue.md §7.3 DON: the fixed gifts offered, in cents. */
export const DONATION_AMOUNTS = [cents(100), cents(200), cents(500), cents(1000)] as const;

/**
 * catalogue.md §7.3 DON round-up: what brings `total` to the next whole euro; a whole total goes
 * to the euro above (a gift is never nothing).
 */
export function roundUpDonation(total: Cents): Cents {
  return cents(100 - (((total % 100) + 100) % 100));
}

/**
 * booking-funnel.md §5 donation: another amount as typed, in euros with up to two decimals
 * (`3`, `3,50`, `3.5`), as cents; null when it is not a positive amount.
 */
export function parseDonation(text: string): Cents | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const amount = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return amount > 0 ? cents(amount) : null;
}
