import { ZERO } from '../money/cents.ts';
import type { Booking, Group } from './booking.ts';

/** booking-funnel.md §9: the default group, 2 adults. */
export const DEFAULT_GROUP: Readonly<Group> = Object.freeze({
  adults: 2,
  children: 0,
  babies: 0,
  hasLargeFamilyCard: false,
  largeFamilyCardNumber: '',
  largeFamilyCardValidity: '',
  largeFamilyCardArea: '',
  largeFamilyCardCategory: '',
  hasPsh: false,
  disabledAdults: 0,
  disabledChildren: 0,
});

/** booking-funnel.md §3: a Booking with every field at its default (EUR, 2 adults, 1 day, LVL1, e-mail). */
export function defaultBooking(): Booking {
  return {
    currency: 'EUR',
    group: { ...DEFAULT_GROUP },
    coupons: [],
    couponDiscount: ZERO,
    visitType: 0,
    duration: 1,
    durationNight: 0,
    startDate: null,
    restaurantBookingStartISO: null,
    endDateISO: null,
    offer: null,
    complementaries: [],
    sortingType: null,
    sendingMethod: 'email',
    sendingPrice: ZERO,
    restaurants: [],
    restaurantAllergies: false,
    restaurantAllergyNote: '',
    bookingEvent: { date: null, seating: 'LVL1' },
    paymentClientAnswer: null,
    bookingPaid: false,
    flexibleRate: false,
    flexibleRatePrice: ZERO,
    flexibleRateStocks: [],
    flexibleRateInternalStocks: [],
    // null until the visitor chooses insurance or declines it (booking-funnel.md §5).
    insurance: null,
    insurancePrice: ZERO,
    insuranceId: null,
    insuranceTermsAndConditionsAccepted: false,
    bookingAccommodation: null,
    repartition: [],
    contact: null,
    nightEventNumber: 0,
    isDonation: false,
    donationValue: ZERO,
    orderSummary: null,
    total: ZERO,
    gtsId: null,
    ticketingId: null,
    oldBasket: null,
    hash: null,
    isCompleteByHubspot: false,
    isInCompletion: false,
    ticketAlreadyBooked: false,
  };
}
