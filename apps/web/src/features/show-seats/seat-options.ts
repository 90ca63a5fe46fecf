import { payingVisitors } from '@sesame/domain/booking/visitors';
import {
  type Offer,
  type OfferPrice,
  type OfferStatus,
  SEATINGS,
  type Seating,
} from '@sesame/domain/catalog/offer';
import { offerStatus } from '@sesame/domain/catalog/offer-status';
import type { Cents } from '@sesame/domain/money/cents';
import {
  type SeatSupplements,
  seatSupplement,
  seatUnitPrice,
} from '@sesame/domain/pricing/seat-price';
import { priceTicket } from '@sesame/domain/pricing/ticket-price';

/** A seat category at one show, as the visitor compares them. */
export interface SeatOption {
  seating: Seating;
  date: string;
  /** The show's start time, e.g. `22:30`. */
  session: string | null;
  seatingStockCode: string | null;
  /** What the category adds per person to the offer's Bronze price. */
  supplement: Cents;
  price: OfferPrice;
  /** Places the whole visit has left in this category: the seat row and every park day. */
  placesLeft: number;
  status: OfferStatus;
}

/** The show dates in an offer's stock, in order: one for a one-day visit, more for longer stays. */
export function showDates(offer: Pick<Offer, 'stock'>): string[] {
  const dates = offer.stock.filter((entry) => entry.seating !== null).map((entry) => entry.date);
  return [...new Set(dates)].sort();
}

/**
 * booking-funnel.md §2 offers/category: the three seat categories of the show on `date`, each
 * priced for the group by the seat rule the server prices with
 * (pricing/seat-price: the offer's Bronze unit prices plus the category's supplement per person) with its availability (few left, full) for the group.
 */
export function seatOptions(
  offer: Pick<Offer, 'price' | 'stock'>,
  date: string,
  supplements: SeatSupplements,
  group: { adults: number; children: number },
): SeatOption[] {
  const parkLeft = offer.stock
    .filter((entry) => entry.seating === null)
    .map((entry) => entry.availableStock);
  return SEATINGS.map((seating) => {
    const seat = offer.stock.find((entry) => entry.date === date && entry.seating === seating);
    const placesLeft = seat ? Math.min(seat.availableStock, ...parkLeft) : 0;
    return {
      seating,
      date,
      session: seat?.session ?? null,
      seatingStockCode: seat?.seatingStockCode ?? null,
      supplement: seatSupplement(seating, supplements),
      price: priceTicket(
        seatUnitPrice(
          { adult: offer.price.adultUnitPrice, child: offer.price.childrenUnitPrice },
          seating,
          supplements,
        ),
        group,
      ),
      placesLeft,
      status: offerStatus({
        available: seat !== undefined,
        availableStock: placesLeft,
        groupSize: payingVisitors(group),
      }),
    };
  });
}

/** A category the group can still book. */
export function isBookable(option: Pick<SeatOption, 'status'>): boolean {
  return option.status === 'available' || option.status === 'fewLeft';
}

/** What the category screen shows: the show date in view, its categories, the one chosen. */
export interface SeatSelection {
  dates: string[];
  date: string | null;
  /** The category chosen, whether or not that show still has it. */
  seating: Seating;
  options: SeatOption[];
  selected: SeatOption | undefined;
  /** The show's time, from the chosen category or else the first. */
  session: string | null;
  /** The chosen category at the show of another date, to move the hold there. */
  sameSeatOn(date: string): SeatOption | undefined;
}

/**
 * booking-funnel.md §2 offers/category: the visitor's selection, from the seat being held
 * (`pending`, shown as chosen at once) or else the held one; a held date no longer on offer
 * falls back to the first show date.
 */
export function seatSelection(input: {
  offer: Pick<Offer, 'price' | 'stock'> | undefined;
  supplements: SeatSupplements | undefined;
  group: { adults: number; children: number };
  held: { date: string | null; seating: Seating };
  pending: { date: string; seating: Seating } | null;
}): SeatSelection {
  const { offer, supplements, group, held, pending } = input;
  const dates = offer ? showDates(offer) : [];
  const date =
    pending?.date ?? (held.date && dates.includes(held.date) ? held.date : (dates[0] ?? null));
  const seating = pending?.seating ?? held.seating;
  const optionsOn = (day: string) =>
    offer && supplements ? seatOptions(offer, day, supplements, group) : [];
  const options = date ? optionsOn(date) : [];
  const selected = options.find((option) => option.seating === seating);
  return {
    dates,
    date,
    seating,
    options,
    selected,
    session: selected?.session ?? options[0]?.session ?? null,
    sameSeatOn: (day) => optionsOn(day).find((option) => option.seating === seating),
  };
}
