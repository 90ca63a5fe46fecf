import { isNightShowOffer } from '../catalog/night-show.ts';
import { ZERO } from '../money/cents.ts';
import type { Booking } from './booking.ts';
import { clearBasket, removeComplementary, removeRestaurantEvent } from './transitions.ts';

/** booking-funnel.md §4, basket items: what a visitor can change from the summary. */
export type BasketItem =
  | { kind: 'ticket' }
  | { kind: 'showSeat' }
  /** A pass or an activity, by code. */
  | { kind: 'complementary'; code: string }
  | { kind: 'flexibleRate' }
  /** The hotel stay: its rooms for every night. */
  | { kind: 'accommodation' }
  /** A meal: every line of a restaurant sitting (booking-funnel.md §4, restaurant basket). */
  | { kind: 'meal'; eventId: string };

/**
 * Replace: choose another (the ticket: another offer, back to the offers). Modify: change it in
 * its step (the ticket: other days; the seats: another show date or category; a pass or an
 * activity: its step). Remove: take it out of the basket.
 */
export type BasketItemChange = 'replace' | 'modify' | 'remove';

/** An item that can be taken out of the basket (ITEM_CHANGES allows it 'remove'). */
export type RemovableItem = Exclude<BasketItem, { kind: 'showSeat' }>;

/** booking-funnel.md §4: the changes each item allows from the summary. */
export const ITEM_CHANGES: Readonly<Record<BasketItem['kind'], readonly BasketItemChange[]>> = {
  ticket: ['replace', 'modify', 'remove'],
  // The seat belongs to the ticket with the show: it goes with the ticket, never alone.
  showSeat: ['modify'],
  complementary: ['modify', 'remove'],
  flexibleRate: ['remove'],
  // Modify: another hotel or other rooms, back on the accommodation list.
  accommodation: ['modify', 'remove'],
  // Modify: other menus or another sitting, on the restaurant's page.
  meal: ['modify', 'remove'],
};

const flexibleRateOf = (booking: Booking): BasketItem[] =>
  booking.flexibleRate ? [{ kind: 'flexibleRate' }] : [];
const accommodationOf = (booking: Booking): BasketItem[] =>
  booking.bookingAccommodation ? [{ kind: 'accommodation' }] : [];
/** The meals of the basket, one item per sitting. */
const mealsOf = (booking: Booking): BasketItem[] =>
  [...new Set(booking.restaurants.map((line) => line.eventId))].map((eventId) => ({
    kind: 'meal',
    eventId,
  }));

/**
 * booking-funnel.md §4 ("modifying one may change or delete others"): what else a change of
 * `item` takes out of the basket. Everything hangs on the ticket: its seats are part of it, the
 * passes and activities need a ticket for their days, the flexible rate is a share of its price.
 * So another offer or no ticket takes them all; other days keep the offer and the flexible rate
 * (priced again) but not the seats' show date nor the extras of the old days (transitions.ts
 * setDates). Nothing depends on a seat category, a pass, an activity or the flexible rate.
 */
export function itemsAlsoChanged(
  booking: Booking,
  item: BasketItem,
  change: BasketItemChange,
): BasketItem[] {
  if (item.kind !== 'ticket') return [];
  const seats: BasketItem[] = isNightShowOffer(booking.offer) ? [{ kind: 'showSeat' }] : [];
  const extras: BasketItem[] = booking.complementaries.map(({ code }) => ({
    kind: 'complementary',
    code,
  }));
  // The stay's nights are the visit's, so other days take it too (transitions.ts setDates).
  // Meals are booked for a day of the visit and with its ticket: they go with either.
  if (change === 'modify')
    return [...seats, ...extras, ...accommodationOf(booking), ...mealsOf(booking)];
  return [
    ...seats,
    ...extras,
    ...flexibleRateOf(booking),
    ...accommodationOf(booking),
    ...mealsOf(booking),
  ];
}

/**
 * booking-funnel.md §4, basket items: the booking without `item` and what depends on it
 * (itemsAlsoChanged). Without its ticket the basket is cleared, keeping the group and the days.
 */
export function removeBasketItem(booking: Booking, item: RemovableItem): Booking {
  switch (item.kind) {
    case 'ticket':
      return clearBasket(booking);
    case 'complementary':
      return removeComplementary(booking, item.code);
    case 'flexibleRate':
      return { ...booking, flexibleRate: false, flexibleRatePrice: ZERO };
    case 'accommodation':
      return { ...booking, bookingAccommodation: null, repartition: [] };
    case 'meal':
      return removeRestaurantEvent(booking, item.eventId);
  }
}
