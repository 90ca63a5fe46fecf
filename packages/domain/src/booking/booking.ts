import type { Complementary, Offer, Seating } from '../catalog/offer.ts';
import type { Cents } from '../money/cents.ts';
import type { FamilyCardCategory } from './large-family-card.ts';

/** booking-funnel.md §3: the group of visitors. */
export interface Group {
  adults: number;
  children: number;
  babies: number;
  hasLargeFamilyCard: boolean;
  largeFamilyCardNumber: string;
  largeFamilyCardValidity: string;
  /** The autonomous community that issued a Spanish título (catalogue.md §6.1), by ISO code. */
  largeFamilyCardArea: string;
  /** A Spanish título's category (catalogue.md §6.1); '' for a French card or no card. */
  largeFamilyCardCategory: FamilyCardCategory | '';
  hasPsh: boolean;
  disabledAdults: number;
  disabledChildren: number;
}

/** booking-funnel.md §3: a restaurant booking line. */
export interface RestaurantLine {
  id: string;
  eventId: string;
  code: string;
  title: string;
  date: string;
  time: string;
  isLunch: boolean;
  adults: number;
  children: number;
  menuAdultCode: string;
  menuAdultName: string;
  menuAdultPrice: Cents;
  menuChildCode: string;
  menuChildName: string;
  menuChildPrice: Cents;
  allergies: boolean;
  totalPrice: Cents;
}

export interface RepartitionEntry {
  solutionIndex: number;
  occupants: Array<{ id: string; invitationSent: boolean }>;
}

/**
 * booking-funnel.md §3, room allocation entry: one room of the held solution and who sleeps in it
 * (`babies`, under 3, in a cot; `ages` one per child, babies included).
 */
export interface BookedRoom {
  roomTypeCode: string;
  title: string;
  adults: number;
  children: number;
  babies: number;
  ages: number[];
}

/** booking-funnel.md §3: the room solution held, for the nights from `startDate`. */
export interface RoomsSolution {
  index: number;
  source: string;
  /** Every room, every night, breakfast included when chosen (or a package's price). */
  price: Cents;
  solution: BookedRoom[];
  /** The first night. */
  startDate: string;
  nights: number;
  breakfast: boolean;
  breakfastIncluded: boolean;
}

export interface BookingAccommodation {
  code: string;
  title: string;
  providerType: string;
  price: Cents;
  roomsSolution: RoomsSolution | null;
}

export interface Insurance {
  insurance: boolean | null;
  insurancePrice: Cents;
  insuranceId: string | null;
  insuranceTermsAndConditionsAccepted: boolean;
}

export type SendingMethod = 'email' | 'courrier';

/** booking-funnel.md §3: the Booking, kept in session storage. */
export interface Booking extends Insurance {
  currency: string;
  group: Group;
  coupons: string[];
  couponDiscount: Cents;
  /** 1 means package. */
  visitType: number;
  duration: number;
  durationNight: number;
  startDate: string | null;
  restaurantBookingStartISO: string | null;
  endDateISO: string | null;
  offer: Offer | null;
  complementaries: Complementary[];
  sortingType: string | null;
  sendingMethod: SendingMethod;
  sendingPrice: Cents;
  restaurants: RestaurantLine[];
  restaurantAllergies: boolean;
  /** What the visitor told the restaurants about the allergies, with restaurantAllergies. */
  restaurantAllergyNote: string;
  bookingEvent: { date: string | null; seating: Seating };
  paymentClientAnswer: string | null;
  bookingPaid: boolean;
  flexibleRate: boolean;
  flexibleRatePrice: Cents;
  flexibleRateStocks: string[];
  flexibleRateInternalStocks: string[];
  bookingAccommodation: BookingAccommodation | null;
  repartition: RepartitionEntry[];
  contact: { email: string; firstName: string; lastName: string } | null;
  nightEventNumber: number;
  isDonation: boolean;
  donationValue: Cents;
  orderSummary: unknown;
  total: Cents;
  gtsId: string | null;
  ticketingId: string | null;
  oldBasket: unknown;
  hash: string | null;
  isCompleteByHubspot: boolean;
  isInCompletion: boolean;
  /** Set in completion mode when the ticket of the old order is already paid. */
  ticketAlreadyBooked: boolean;
}
