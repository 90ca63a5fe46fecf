import type { Seating } from '../catalog/offer.ts';
import { type Cents, cents, sumCents } from '../money/cents.ts';
import type { Booking, SendingMethod } from './booking.ts';

/**
 * booking-funnel.md §7, `basket(id)`: the choices saveBasket stored on the order — what another
 * tab of the same order, or this one before a reload, last saved. Never a price.
 */
export interface SavedChoices {
  group: {
    adults: number;
    children: number;
    babies: number;
    hasLargeFamilyCard: boolean;
    hasPsh: boolean;
    disabledAdults: number;
    disabledChildren: number;
  };
  startDate: string;
  duration: number;
  offerCode: string;
  seating: Seating | null;
  eventDate: string | null;
  complementaries: ReadonlyArray<{ code: string; dates: readonly string[]; quantity: number }>;
  flexibleRate: boolean;
  insurance: boolean;
  sendingMethod: string;
  isDonation: boolean;
  donationValue: number;
  coupons: readonly string[];
}

/** A priced line of the saved basket, as the server gave it. */
export interface SavedLine {
  kind: string;
  totalPrice: number;
}

/** What holds places: the group, the days, the offer and its seat, the passes and activities. */
function visitOf(choices: SavedChoices) {
  const { group, startDate, duration, offerCode, seating, eventDate, complementaries } = choices;
  return {
    group: {
      adults: group.adults,
      children: group.children,
      babies: group.babies,
      hasLargeFamilyCard: group.hasLargeFamilyCard,
      hasPsh: group.hasPsh,
      disabledAdults: group.disabledAdults,
      disabledChildren: group.disabledChildren,
    },
    startDate,
    duration,
    offerCode,
    show: eventDate ? { eventDate, seating } : null,
    complementaries: complementaries
      .map(({ code, dates, quantity }) => ({ code, dates: [...dates], quantity }))
      .sort((a, b) => a.code.localeCompare(b.code)),
  };
}

/** The summary's choices, which hold nothing. */
function extrasOf(choices: SavedChoices) {
  return {
    flexibleRate: choices.flexibleRate,
    insurance: choices.insurance,
    sendingMethod: choices.sendingMethod,
    donation: choices.isDonation ? choices.donationValue : 0,
    coupons: [...choices.coupons],
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether both are the same visit: the same places held. */
export function isSameVisit(session: SavedChoices, saved: SavedChoices): boolean {
  return same(visitOf(session), visitOf(saved));
}

/** Whether the session's basket is the one the server saved (the display language aside). */
export function isSameBasket(session: SavedChoices, saved: SavedChoices): boolean {
  return isSameVisit(session, saved) && same(extrasOf(session), extrasOf(saved));
}

const linesTotal = (lines: readonly SavedLine[], kind: string): Cents =>
  sumCents(lines.filter((line) => line.kind === kind).map((line) => cents(line.totalPrice)));

/**
 * The summary's choices as the server saved them, priced by its lines: postage is the postage
 * line, the coupons' discount what their lines take off. Insurance saved as not chosen leaves the
 * question open (the server does not keep a refusal); its price and the flexible rate's come
 * from the summary's own quotes. `total` is the server's.
 */
export function withSavedExtras(
  booking: Booking,
  saved: SavedChoices,
  priced: { lines: readonly SavedLine[]; total: number | null },
): Booking {
  const sendingMethod: SendingMethod = saved.sendingMethod === 'courrier' ? 'courrier' : 'email';
  return {
    ...booking,
    flexibleRate: saved.flexibleRate,
    insurance: saved.insurance ? true : booking.insurance === true ? null : booking.insurance,
    sendingMethod,
    sendingPrice: linesTotal(priced.lines, 'postage'),
    isDonation: saved.isDonation,
    donationValue: cents(saved.donationValue),
    coupons: [...saved.coupons],
    couponDiscount: cents(-linesTotal(priced.lines, 'coupon')),
    total: priced.total === null ? booking.total : cents(priced.total),
  };
}
