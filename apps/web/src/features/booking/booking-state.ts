import type { RemovableItem } from '@sesame/domain/booking/basket-items';
import type {
  Booking,
  BookingAccommodation,
  Group,
  RestaurantLine,
  SendingMethod,
} from '@sesame/domain/booking/booking';
import type { Complementary, Offer, OfferPrice, Seating } from '@sesame/domain/catalog/offer';
import type { FunnelState } from '@sesame/domain/funnel/funnel-state';
import type { Route } from '@sesame/domain/funnel/routes';
import type { Cents } from '@sesame/domain/money/cents';

// The booking store's state and actions (booking-store.ts keeps them in sessionStorage).

/** The fields the summary's extras set (booking-funnel.md §3). */
export type SummaryExtra =
  | 'insurance'
  | 'insurancePrice'
  | 'insuranceId'
  | 'insuranceTermsAndConditionsAccepted'
  | 'isDonation'
  | 'donationValue'
  | 'coupons'
  | 'couponDiscount'
  | 'flexibleRate'
  | 'flexibleRatePrice';

export interface OrderIds {
  orderId: string | null;
  shortOrderId: string | null;
  shoppingCartId: string | null;
}

/**
 * checkout-and-account.md §3, Customer: who identified at checkout, a guest or a signed-in
 * customer (isLoggedIn), with what Your information (or, for a guest, delivery by post) gave.
 */
export interface Customer {
  email: string;
  firstName: string;
  lastName: string;
  isLoggedIn: boolean;
  /** The account's id, when signed in. */
  id?: string;
  civility?: 'madam' | 'mister' | 'unspecified' | null;
  birthDate?: string | null;
  dni?: string | null;
  /** E.164, spaces removed (`+33612345678`). */
  primaryPhone?: string | null;
  phoneCountry?: string | null;
  streetAddress?: string | null;
  customAddress?: string | null;
  zipCode?: string | null;
  city?: string | null;
  country?: string | null;
  invoice?: {
    businessName: string | null;
    businessIdentifier: string | null;
    businessAddress: string | null;
  } | null;
}

/** booking-funnel.md §3, timer state: the basket hold's expiry, as an ISO instant. */
export interface BasketTimer {
  timerEnabled: boolean;
  expiredDate: string | null;
  /** How many times the visitor kept the selection another 15 minutes (readings.md §15). */
  renewals: number;
}

export interface BookingData {
  booking: Booking;
  funnel: FunnelState;
  order: OrderIds;
  customer: Customer | null;
  timer: BasketTimer;
}

export interface TransientData {
  /**
   * readings.md §14: the expired selection was reset and the visitor is on the way to the start
   * page; no page guard may send them elsewhere meanwhile. Not stored in the session.
   */
  restarting: boolean;
}

/** A seat at the night show as offers/category holds it. */
export interface ShowSeat {
  date: string;
  seating: Seating;
  seatingStockCode: string | null;
  price: OfferPrice;
}

export interface BookingActions {
  setGroup: (group: Group) => void;
  /** readings.md §12: the start page was confirmed (or `?group=` was valid): the group is chosen. */
  chooseGroup: (group: Group) => void;
  setHasPsh: (on: boolean) => void;
  /** booking-funnel.md §5: go on without the discount of a card expired at the visit. */
  dropLargeFamilyCard: () => void;
  /** readings.md §11: track offer sets no start date; the visitor picks it after the offer. */
  setTrack: (track: unknown) => void;
  setActiveStep: (route: Route) => void;
  setDates: (startDate: string, duration: number) => void;
  /** A new offer starts a new basket: extras chosen for the previous one are cleared. */
  chooseOffer: (offer: Offer) => void;
  /** The show date and seat category of a night-show offer, with the offer's price for it. */
  chooseShowSeat: (seat: ShowSeat) => void;
  /** A pass (or activity) in the basket; one with the same code is replaced (spec §4). */
  addComplementary: (complementary: Complementary) => void;
  removeComplementary: (code: string) => void;
  /**
   * booking-funnel.md §4, restaurant basket: the lines of a sitting as chosen now; a line with the
   * same id replaces the old one, and lines of the sitting no longer chosen go.
   */
  chooseMeal: (eventId: string, lines: readonly RestaurantLine[]) => void;
  /** booking-funnel.md §4: deleting removes every line of the same eventId. */
  removeMeal: (eventId: string) => void;
  /** booking-funnel.md §4: the allergy flag applies to all lines, with the visitor's note. */
  setRestaurantAllergies: (allergies: boolean, note: string) => void;
  /** booking-funnel.md §4, basket items: an item and what depends on it leave the basket. */
  removeBasketItem: (item: RemovableItem) => void;
  /** booking-funnel.md §3: the held stay (or none); its occupants' contacts start again. */
  chooseAccommodation: (stay: BookingAccommodation | null) => void;
  setSendingMethod: (method: SendingMethod, price: Cents) => void;
  /** The total the server computed for the saved basket. */
  setTotal: (total: Cents) => void;
  /** booking-funnel.md §3: the summary's extras (insurance, donation, coupons), as chosen. */
  setExtras: (extras: Partial<Pick<Booking, SummaryExtra>>) => void;
  /**
   * booking-funnel.md §4 coupons: the codes checkCoupons accepted together, in order, and their
   * discount; saveBasket then prices the basket with them.
   */
  setCoupons: (coupons: readonly string[], discount: Cents) => void;
  /** checkout-and-account.md §7: the gateway's hash of the basket accepted on the summary. */
  setHash: (hash: string | null) => void;
  /** Prices are charged in euros; another currency only changes how amounts are shown. */
  setCurrency: (currency: string) => void;
  setOrder: (ids: Pick<OrderIds, 'orderId' | 'shortOrderId'>) => void;
  setShoppingCart: (shoppingCartId: string) => void;
  setCustomer: (customer: Customer) => void;
  /** checkout-and-account.md §4: logout clears the identity fields; isLoggedIn is false again. */
  logOut: () => void;
  /** The order's holds expire at `expiresAt`; a running clock keeps its renewals. */
  startTimer: (expiresAt: string) => void;
  stopTimer: () => void;
  /** readings.md §15: the server kept the selection until `expiresAt`, `renewals` times so far. */
  renewTimer: (expiresAt: string, renewals: number) => void;
  /** The payment provider's answer on the visitor's return (the payment id). */
  setPaymentAnswer: (answer: string) => void;
  markPaid: () => void;
  /**
   * The selection expired: the booking restarts with the defaults on the same order, without
   * holds, and the visitor is on the way to the start page (readings.md §14).
   */
  resetBooking: () => void;
  /** The visitor reached the start page after the reset: the page guards apply again. */
  endRestart: () => void;
  /** After a paid order: nothing of it is reused, the next basket gets a new order. */
  startNewBooking: () => void;
  /**
   * readings.md §13: after a back/forward navigation the server moved the order's holds and basket
   * to a new order, whose holds keep their expiry (none when nothing was held) and renewals.
   */
  moveToOrder: (
    ids: Pick<OrderIds, 'orderId' | 'shortOrderId'>,
    holds: { expiresAt: string | null; renewals: number },
  ) => void;
  /** The stored order is no longer the visitor's (closed elsewhere): the next hold opens a new one. */
  forgetOrder: () => void;
  /** booking-funnel.md §7 basket(id): the booking the order saved, rebuilt for this session. */
  restoreBooking: (booking: Booking) => void;
  /**
   * checkout-and-account.md §4, completion mode: the booking preset from a paid order
   * (isInCompletion), on the completion order that holds and pays the extras; the group and the
   * days are the paid visit's, so the funnel starts past them.
   */
  enterCompletion: (booking: Booking, ids: Pick<OrderIds, 'orderId' | 'shortOrderId'>) => void;
}

export type BookingStore = BookingData & TransientData & BookingActions;
