import type { Booking } from '../booking/booking.ts';
import { defaultBooking } from '../booking/default-booking.ts';
import type { Offer, OfferKind } from '../catalog/offer.ts';
import { addDays, daysBetween } from '../dates/calendar-days.ts';
import { isIsoDate } from '../dates/iso-date.ts';
import { ZERO } from '../money/cents.ts';
import type { OrderProduct, OrderToComplete } from './order-to-complete.ts';

/**
 * checkout-and-account.md §4 and §8: a paid order whose dates cannot preset a booking ('Error when
 * set order to complete {id}').
 */
export class CompletionDatesError extends Error {
  constructor(readonly orderId: string) {
    super(`Error when set order to complete ${orderId}`);
    this.name = 'CompletionDatesError';
  }
}

export interface VisitLength {
  duration: number;
  nights: number;
}

/** checkout-and-account.md §4, older variant: the old booking's duration, nights one less. */
export function olderVariantLength(duration: number): VisitLength {
  return { duration, nights: duration - 1 };
}

/** checkout-and-account.md §4 and readings.md §6: duration is the day difference plus 1. */
export function newerVariantLength(startDate: string, endDate: string): VisitLength {
  const difference = daysBetween(startDate, endDate);
  return { duration: difference + 1, nights: difference };
}

/** The order's visit days, or CompletionDatesError when they are not days or end before the start. */
export function completionDays(
  order: Pick<OrderToComplete, 'id' | 'accessDate' | 'accessEndDate'>,
) {
  const { accessDate, accessEndDate } = order;
  if (!isIsoDate(accessDate) || !isIsoDate(accessEndDate)) throw new CompletionDatesError(order.id);
  if (daysBetween(accessDate, accessEndDate) < 0) throw new CompletionDatesError(order.id);
  return { startDate: accessDate, endDate: accessEndDate };
}

/** checkout-and-account.md §4: the offer is the product whose type contains OFFER or NIGHT. */
export function offerProduct(products: readonly OrderProduct[]): OrderProduct | null {
  return products.find((p) => p.type.includes('OFFER') || p.type.includes('NIGHT')) ?? null;
}

function offerKindOf(type: string): OfferKind {
  if (type === 'NIGHT') return 'nightShow';
  if (type.includes('NIGHT')) return 'dayAndShow';
  if (type.includes('PACKAGE')) return 'package';
  return 'ticket';
}

/** The booked offer as the funnel holds one: already paid, so it adds nothing to the total. */
function bookedOffer(product: OrderProduct, order: OrderToComplete, duration: number): Offer {
  const price = {
    basePrice: ZERO,
    totalPrice: ZERO,
    adultPrice: ZERO,
    adultUnitPrice: ZERO,
    childrenPrice: ZERO,
    childrenUnitPrice: ZERO,
  };
  return {
    code: product.code,
    pricingCode: product.code,
    kind: offerKindOf(product.type),
    season: null,
    seating: order.event?.seating ?? null,
    seatingStockCode: null,
    available: true,
    status: 'available',
    stayName: null,
    name: product.name,
    description: '',
    longDescription: null,
    duration,
    tag: null,
    price,
    media: null,
    stock: [],
  };
}

/**
 * checkout-and-account.md §4 and booking-funnel.md §4, completion mode (readings.md §6): resets
 * the booking, then copies start date, end date, group, duration, nights (newer variant), event and
 * offer from the paid order; the ticket counts as booked and isInCompletion becomes true. Invalid
 * dates raise CompletionDatesError.
 */
export function presetCompletion(order: OrderToComplete): Booking {
  const { startDate, endDate } = completionDays(order);
  const { duration, nights } = newerVariantLength(startDate, endDate);
  const product = offerProduct(order.products);
  const booking = defaultBooking();
  return {
    ...booking,
    group: {
      ...booking.group,
      adults: order.group.adults,
      children: order.group.children,
      babies: order.group.babies ?? 0,
    },
    startDate,
    endDateISO: addDays(startDate, duration - 1),
    duration,
    durationNight: nights,
    offer: product ? bookedOffer(product, order, duration) : null,
    bookingEvent: order.event ?? booking.bookingEvent,
    // The old bookings, which the already-booked view reads; the order being completed.
    oldBasket: order.products,
    gtsId: order.id,
    isInCompletion: true,
    ticketAlreadyBooked: product !== null,
  };
}
