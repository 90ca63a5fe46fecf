import type { Booking, Group } from '../booking/booking.ts';
import { isPackageBooking } from '../booking/package.ts';
import { payingVisitors } from '../booking/visitors.ts';
import { type Cents, sumCents, ZERO } from '../money/cents.ts';
import { donationAmount } from './donation-amount.ts';

/**
 * booking-funnel.md §4: the ticket is covered by a package once the package's hotel is booked,
 * because the package price (tickets and room, from the `packages` query) is then carried by
 * bookingAccommodation.price. Before the hotel is chosen the ticket price still shows.
 */
export function isTicketCoveredByPackage(
  booking: Pick<Booking, 'visitType' | 'offer' | 'bookingAccommodation'>,
): boolean {
  return isPackageBooking(booking) && booking.bookingAccommodation !== null;
}

/** booking-funnel.md §4: the ticket line of the total (0 if already booked or covered by a package). */
export function ticketPrice(booking: Booking): Cents {
  if (!booking.offer || booking.ticketAlreadyBooked || isTicketCoveredByPackage(booking))
    return ZERO;
  return booking.offer.price.totalPrice;
}

/**
 * booking-funnel.md §4 total price and readings.md §4: ticket, postage, passes and activities,
 * flexible rate, restaurants, accommodation, minus coupons (never below 0), plus insurance and
 * donation.
 */
export function totalPrice(booking: Booking): Cents {
  const goods = sumCents([
    ticketPrice(booking),
    booking.sendingMethod === 'courrier' ? booking.sendingPrice : ZERO,
    ...booking.complementaries.map((c) => c.totalPrice),
    booking.flexibleRate ? booking.flexibleRatePrice : ZERO,
    ...booking.restaurants.map((r) => r.totalPrice),
    booking.bookingAccommodation?.price ?? ZERO,
  ]);
  const discounted = Math.max(0, goods - booking.couponDiscount) as Cents;
  return sumCents([
    discounted,
    booking.insurance === true ? booking.insurancePrice : ZERO,
    donationAmount(booking),
  ]);
}

/**
 * booking-funnel.md §4: the Emotion Pass price per visitor, over visitors minus babies. Rounded
 * half up to a whole cent for display; the total stays the amount charged. 0 for nobody.
 */
export function passUnitPrice(total: Cents, group: Pick<Group, 'adults' | 'children'>): Cents {
  const visitors = payingVisitors(group);
  return visitors === 0 ? ZERO : (Math.round(total / visitors) as Cents);
}
