import { payingVisitors } from '@sesame/domain/booking/visitors';
import {
  type Offer,
  type OfferPrice,
  type OfferStatus,
  SEATINGS,
  type Seating,
} from '@sesame/domain/catalog/offer';
import { offerStatus } from '@sesame/domain/catalog/offer-status';
import { priceTicket } from '@sesame/domain/catalog/ticket-price';
import { type Cents, cents, ZERO } from '@sesame/domain/money/cents';
import type { SeatSupplements } from './default-prices-query.ts';

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

export function seatSupplement(seating: Seating, supplements: SeatSupplements): Cents {
  if (seating === 'LVL2') return supplements.SEATING_LVL2;
  if (seating === 'LVL3') return supplements.SEATING_LVL3;
  return ZERO;
}

/**
 * booking-funnel.md §2 offers/category: the three seat categories of the show on `date`, each
 * priced for the group (the offer's Bronze unit prices plus the category's supplement per person,
 * as the server prices it) with its availability (few left, full) for the group.
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
    const supplement = seatSupplement(seating, supplements);
    const placesLeft = seat ? Math.min(seat.availableStock, ...parkLeft) : 0;
    return {
      seating,
      date,
      session: seat?.session ?? null,
      seatingStockCode: seat?.seatingStockCode ?? null,
      supplement,
      price: priceTicket(
        {
          adult: cents(offer.price.adultUnitPrice + supplement),
          child: cents(offer.price.childrenUnitPrice + supplement),
        },
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
