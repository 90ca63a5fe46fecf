import { isNightShowOffer } from '../catalog/night-show.ts';
import type { Complementary, Offer, OfferPrice, Seating } from '../catalog/offer.ts';
import { addDays } from '../dates/calendar-days.ts';
import type { Booking, Group, RepartitionEntry, RestaurantLine } from './booking.ts';
import { defaultBooking } from './default-booking.ts';
import { visitNights } from './package.ts';
import { isChildOnlyOrDisabilityGroup } from './visitors.ts';

/**
 * What 'clear basket' keeps: the group, the dates, the kind of visit, the currency the visitor
 * picked, and the completion context (the order being completed is not part of the new basket).
 */
export const KEPT_BY_CLEAR_BASKET = [
  'currency',
  'group',
  'visitType',
  'startDate',
  'duration',
  'durationNight',
  'endDateISO',
  'restaurantBookingStartISO',
  'isInCompletion',
  'isCompleteByHubspot',
  'oldBasket',
  'gtsId',
  'ticketingId',
  'ticketAlreadyBooked',
] as const satisfies ReadonlyArray<keyof Booking>;

/** booking-funnel.md §4, resets: the full reset restores every default. */
export function resetBooking(): Booking {
  return defaultBooking();
}

/** booking-funnel.md §4, resets: keeps group and dates, clears offer, extras and everything else. */
export function clearBasket(booking: Booking): Booking {
  const kept = Object.fromEntries(
    KEPT_BY_CLEAR_BASKET.map((field) => [field, booking[field]]),
  ) as Pick<Booking, (typeof KEPT_BY_CLEAR_BASKET)[number]>;
  return { ...defaultBooking(), ...kept };
}

/** booking-funnel.md §4, disability flag: turning it off sets both disabled counts to 0. */
export function setHasPsh(booking: Booking, on: boolean): Booking {
  return setGroup(booking, { ...booking.group, hasPsh: on });
}

/**
 * booking-funnel.md §5: the visitor whose card has expired at the visit goes on without the
 * discount. The card no longer counts (no FAMILY price, coupons allowed again); what was typed
 * stays, should the visitor choose other dates and tick the card again.
 */
export function dropLargeFamilyCard(booking: Booking): Booking {
  return setGroup(booking, { ...booking.group, hasLargeFamilyCard: false });
}

/** booking-funnel.md §3 and §4: sets the group; without the disability flag nobody is disabled. */
export function setGroup(booking: Booking, group: Group): Booking {
  const disabled = group.hasPsh ? {} : { disabledAdults: 0, disabledChildren: 0 };
  return { ...booking, group: { ...group, ...disabled } };
}

/**
 * docs/spec-readings.md, changing dates (the spec is silent): the extras booked for particular
 * days — passes and activities (complementaries), restaurant lines, the hotel stay — do not hold
 * for other days, so new days clear them; the group, the offer and the rest of the basket stay.
 */
export const CLEARED_BY_NEW_DATES = [
  'complementaries',
  'restaurants',
  'bookingAccommodation',
] as const satisfies ReadonlyArray<keyof Booking>;

/** booking-funnel.md §3: whether setting these days changes the visit's days. */
export function changesDates(booking: Booking, startDate: string, duration: number): boolean {
  return booking.startDate !== startDate || booking.duration !== duration;
}

/**
 * booking-funnel.md §3 and docs/spec-readings.md, changing dates: sets the visit days and their
 * nights (the offer's own for a package, `visitNights`). A show date and the extras chosen for
 * other days no longer hold, so they are cleared when the days change (the caller gives back the
 * places those extras held).
 */
export function setDates(booking: Booking, startDate: string, duration: number): Booking {
  const dated = {
    ...booking,
    startDate,
    duration,
    durationNight: visitNights(duration, booking.offer),
    endDateISO: addDays(startDate, duration - 1),
  };
  if (!changesDates(booking, startDate, duration)) return withDefaultShowDate(dated);
  const defaults = defaultBooking();
  const cleared = Object.fromEntries(CLEARED_BY_NEW_DATES.map((field) => [field, defaults[field]]));
  return withDefaultShowDate({
    ...dated,
    ...cleared,
    bookingEvent: { ...booking.bookingEvent, date: null },
  });
}

/**
 * booking-funnel.md §3 and readings.md §3: sets the offer, and the visit's nights with it (a
 * package's own, `visitNights`). Another offer starts a fresh show choice; for child-only and
 * disability groups a night show defaults to the visit date and LVL1.
 */
export function setOffer(booking: Booking, offer: Offer | null): Booking {
  const sameOffer = booking.offer !== null && booking.offer.code === offer?.code;
  return withDefaultShowDate({
    ...booking,
    offer,
    durationNight: visitNights(booking.duration, offer),
    // A new offer starts in the seat category the server offered it in (Bronze unless full).
    bookingEvent: sameOffer
      ? booking.bookingEvent
      : { ...defaultBooking().bookingEvent, seating: offer?.seating ?? 'LVL1' },
  });
}

/**
 * booking-funnel.md §2 offers/category and §3 bookingEvent: the show date and seat category
 * chosen for a night-show offer, with the offer's price for that seat, which the total shows.
 * An offer without the show has no seat to choose: the booking is returned unchanged.
 */
export function chooseShowSeat(
  booking: Booking,
  seat: { date: string; seating: Seating; seatingStockCode: string | null; price: OfferPrice },
): Booking {
  if (!booking.offer || !isNightShowOffer(booking.offer)) return booking;
  const { date, seating, seatingStockCode, price } = seat;
  return {
    ...booking,
    bookingEvent: { date, seating },
    offer: { ...booking.offer, seating, seatingStockCode, price },
  };
}

function withDefaultShowDate(booking: Booking): Booking {
  if (
    !isNightShowOffer(booking.offer) ||
    !isChildOnlyOrDisabilityGroup(booking.group) ||
    booking.bookingEvent.date ||
    !booking.startDate
  ) {
    return booking;
  }
  return { ...booking, bookingEvent: { date: booking.startDate, seating: 'LVL1' } };
}

/** booking-funnel.md §4, complementaries: added by code; a new one replaces one with the same code. */
export function addComplementary(booking: Booking, complementary: Complementary): Booking {
  return {
    ...booking,
    complementaries: [
      ...booking.complementaries.filter((c) => c.code !== complementary.code),
      complementary,
    ],
  };
}

/** booking-funnel.md §4, complementaries: deleted by code. */
export function removeComplementary(booking: Booking, code: string): Booking {
  return { ...booking, complementaries: booking.complementaries.filter((c) => c.code !== code) };
}

/** booking-funnel.md §4, restaurant basket: a line with the same id is replaced, otherwise added. */
export function upsertRestaurantLine(booking: Booking, line: RestaurantLine): Booking {
  const exists = booking.restaurants.some((l) => l.id === line.id);
  return {
    ...booking,
    restaurants: exists
      ? booking.restaurants.map((l) => (l.id === line.id ? line : l))
      : [...booking.restaurants, line],
  };
}

/** booking-funnel.md §4, restaurant basket: deleting removes all lines with the same eventId. */
export function removeRestaurantEvent(booking: Booking, eventId: string): Booking {
  return { ...booking, restaurants: booking.restaurants.filter((l) => l.eventId !== eventId) };
}

/** booking-funnel.md §4, restaurant basket: the allergy flag applies to all lines. */
export function setRestaurantAllergies(booking: Booking, allergies: boolean): Booking {
  return {
    ...booking,
    restaurantAllergies: allergies,
    restaurants: booking.restaurants.map((l) => ({ ...l, allergies })),
  };
}

/** booking-funnel.md §4, repartition: setting an occupant of a room marks invitationSent true. */
export function setRepartitionOccupant(
  booking: Booking,
  solutionIndex: number,
  occupantId: string,
): Booking {
  const entry = booking.repartition.find((e) => e.solutionIndex === solutionIndex);
  const others = (entry?.occupants ?? []).filter((o) => o.id !== occupantId);
  return withRepartitionEntry(booking, {
    solutionIndex,
    occupants: [...others, { id: occupantId, invitationSent: true }],
  });
}

/** checkout-and-account.md §3: contacts update the occupants of a room by solutionIndex. */
export function setRepartitionContacts(
  booking: Booking,
  solutionIndex: number,
  occupantIds: readonly string[],
): Booking {
  const entry = booking.repartition.find((e) => e.solutionIndex === solutionIndex);
  const sent = new Set(entry?.occupants.filter((o) => o.invitationSent).map((o) => o.id));
  return withRepartitionEntry(booking, {
    solutionIndex,
    occupants: occupantIds.map((id) => ({ id, invitationSent: sent.has(id) })),
  });
}

function withRepartitionEntry(booking: Booking, entry: RepartitionEntry): Booking {
  const exists = booking.repartition.some((e) => e.solutionIndex === entry.solutionIndex);
  return {
    ...booking,
    repartition: exists
      ? booking.repartition.map((e) => (e.solutionIndex === entry.solutionIndex ? entry : e))
      : [...booking.repartition, entry],
  };
}
