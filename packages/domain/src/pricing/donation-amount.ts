import type { Booking } from '../booking/booking.ts';
import { type Cents, ZERO } from '../money/cents.ts';

/**
 * catalogue.md §7.3 DON and booking-funnel.md §4: the gift the visitor chose (1, 2, 5, 10 € or a
 * round-up), when they chose to give; never discounted. Its bounds are MAX_DONATION_CENTS.
 */
export function donationAmount(basket: Pick<Booking, 'isDonation' | 'donationValue'>): Cents {
  return basket.isDonation ? basket.donationValue : ZERO;
}
