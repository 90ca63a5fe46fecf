import { SEATINGS, type Seating } from '@sesame/domain/catalog/offer';
import { placesFit } from '@sesame/domain/catalog/places-fit';
import { addDays } from '@sesame/domain/dates/calendar-days';
import { cents } from '@sesame/domain/money/cents';
import { seatUnitPrice } from '@sesame/domain/pricing/seat-price';
import type { OfferRow, PriceRow, SessionRow, StockRow } from './catalog-repo.ts';
import { type Catalogue, entersPark, includesShow } from './catalogue.ts';
import { seatSupplements } from './seat-supplements.ts';

/** What buying one place of an offer from a start date means: its days, price and stock rows. */
export interface OfferVisit {
  offer: OfferRow;
  dates: string[];
  /** The season tier of the first day, which prices the whole visit. */
  season: string;
  /** Unit prices: the offer's, or for a show its Bronze price plus the seat's supplement. */
  price: Pick<PriceRow, 'adultCents' | 'childCents'>;
  /** One PARK row per day of the visit; none for a show-only ticket. */
  parkStock: StockRow[];
  session: SessionRow | null;
  /** The row of the chosen seat category at the session, for offers with the show. */
  seatStock: StockRow | null;
}

/**
 * The visit an offer gives from `startDate`, or null when it cannot be sold: a day of it is closed,
 * it has no price for the season (e.g. a regular ticket on a Christmas day), or it includes the show
 * and no session plays on the show date (the start date unless another is given). It is priced
 * under `pricingCode`, the offer's own code unless another (a FAMILY variant's) is given.
 */
export function planVisit(
  catalogue: Catalogue,
  offer: OfferRow,
  startDate: string,
  options: { seating?: Seating | null; showDate?: string | null; pricingCode?: string } = {},
): OfferVisit | null {
  const dates = Array.from({ length: offer.durationDays }, (_, index) => addDays(startDate, index));
  const days = dates.map((date) => catalogue.days.get(date));
  const firstDay = days[0];
  if (!firstDay || days.some((day) => !day)) return null;

  const withShow = includesShow(offer);
  const seating = withShow ? (options.seating ?? 'LVL1') : '';
  const price = visitPrice(catalogue, options.pricingCode ?? offer.code, firstDay.season, seating);
  if (!price) return null;

  const parkStock: StockRow[] = [];
  if (entersPark(offer)) {
    for (const date of dates) {
      const row = catalogue.stock('PARK', date);
      if (!row) return null;
      parkStock.push(row);
    }
  }

  if (!withShow)
    return {
      offer,
      dates,
      season: firstDay.season,
      price,
      parkStock,
      session: null,
      seatStock: null,
    };
  const session = catalogue.sessions.get(options.showDate ?? startDate);
  const seatStock = session && catalogue.stock('SHOW', session.date, session.startsAt, seating);
  if (!session || !seatStock) return null;
  return { offer, dates, season: firstDay.season, price, parkStock, session, seatStock };
}

/** The unit prices of an offer in a season, for a show at the seat rule's price (pricing/seat-price). */
function visitPrice(
  catalogue: Catalogue,
  pricingCode: string,
  season: string,
  seating: Seating | '',
): OfferVisit['price'] | null {
  if (seating === '') return catalogue.price(pricingCode, season, '') ?? null;
  const bronze = catalogue.price(pricingCode, season, 'LVL1');
  if (!bronze) return null;
  const unit = seatUnitPrice(
    { adult: cents(bronze.adultCents), child: cents(bronze.childCents) },
    seating,
    seatSupplements(catalogue, season),
  );
  return { adultCents: unit.adult, childCents: unit.child };
}

/** Places left for the whole visit: the fewest of any row it needs. */
export function visitPlacesLeft(visit: OfferVisit, placesLeft: (row: StockRow) => number): number {
  const rows = visit.seatStock ? [...visit.parkStock, visit.seatStock] : visit.parkStock;
  return Math.min(...rows.map(placesLeft));
}

/**
 * The visit of an offer in the first seat category (Bronze, Silver, Golden Square) where the group
 * still fits, so that a show is offered, and held, while any category has room; Bronze when none
 * has. Offers without the show have a single visit.
 */
export function planVisitWithRoom(
  catalogue: Catalogue,
  offer: OfferRow,
  startDate: string,
  groupSize: number,
  placesLeft: (row: StockRow) => number,
  pricingCode = offer.code,
): OfferVisit | null {
  if (!includesShow(offer)) return planVisit(catalogue, offer, startDate, { pricingCode });
  const visits = SEATINGS.map((seating) =>
    planVisit(catalogue, offer, startDate, { seating, pricingCode }),
  );
  return (
    visits.find((visit) => visit && placesFit(visitPlacesLeft(visit, placesLeft), groupSize)) ??
    visits[0] ??
    null
  );
}
