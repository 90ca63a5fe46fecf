import { payingVisitors } from '@sesame/domain/booking/visitors';
import type { OfferKind, Seating } from '@sesame/domain/catalog/offer';
import { isOfferListed } from '@sesame/domain/catalog/offer-listed';
import { addDays } from '@sesame/domain/dates/calendar-days';
import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents } from '@sesame/domain/money/cents';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { FamilyCard } from '@sesame/domain/pricing/family-card';
import { type PassDay, type PassPrice, pricePass } from '@sesame/domain/pricing/pass-price';
import { priceTicket } from '@sesame/domain/pricing/ticket-price';
import type { BasketInput } from '@sesame/domain/validation/basket-schema';
import type { Database } from '../db/client.ts';
import type { HoldRequest, StockNeed } from '../orders/product-lines.ts';
import type { StockRow } from './catalog-repo.ts';
import {
  type Catalogue,
  type CatalogueOffer,
  entersPark,
  includesShow,
  isPass,
  offerName,
  stockCode,
} from './catalogue.ts';
import { catalogueOf } from './catalogue-cache.ts';
import { todayInParis } from './current-day.ts';
import { basketPricingCode, familyRateLabel } from './family-rate.ts';
import { planVisit } from './offer-visit.ts';
import { seatName } from './seat-names.ts';

export interface PricedOfferLine {
  code: string;
  /** The code of the prices used: the offer's, or its FAMILY variant's (catalogue.md §7.3). */
  pricingCode: string;
  label: string;
  kind: OfferKind;
  dates: string[];
  adultUnit: Cents;
  childUnit: Cents;
  total: Cents;
}

/**
 * The server's price of an offer line of a basket, from the catalogue alone (DESIGN.md: a price the
 * browser sends is never trusted): the season of the start day, the seat category for offers with
 * the show; with a large family card valid at the visit, the offer's FAMILY variant when it has
 * one. Null when the offer is unknown, disabled on the platform, not sold that day, closed or in
 * the past.
 */
export async function priceOfferLine(
  db: Database,
  platform: PlatformCode,
  input: {
    offerCode: string;
    startDate: string;
    duration?: number;
    seating?: Seating | null;
    group: { adults: number; children: number };
    language: Language;
    card?: FamilyCard | null;
  },
): Promise<PricedOfferLine | null> {
  const catalogue = await catalogueOf(db, platform);
  const offer = sellableOffer(catalogue, input.offerCode, input.duration);
  if (!offer || input.startDate < todayInParis()) return null;
  const pricingCode = basketPricingCode(catalogue, offer.code, input.card ?? null, {
    startDate: input.startDate,
    duration: offer.durationDays,
  });
  const visit = planVisit(catalogue, offer, input.startDate, {
    seating: input.seating,
    pricingCode,
  });
  if (!visit) return null;
  const price = priceTicket(
    { adult: cents(visit.price.adultCents), child: cents(visit.price.childCents) },
    input.group,
  );
  const label = [
    offerName(offer, input.language),
    ...(visit.seatStock
      ? [seatName(platform, visit.seatStock.category as Seating, input.language)]
      : []),
    ...(pricingCode === offer.code ? [] : [familyRateLabel(input.language)]),
  ].join(' · ');
  return {
    code: offer.code,
    pricingCode,
    label,
    kind: offer.kind,
    dates: visit.dates,
    adultUnit: price.adultUnitPrice,
    childUnit: price.childrenUnitPrice,
    total: price.totalPrice,
  };
}

/**
 * The stock rows one place of an offer takes (decision 6): the PARK row of each day of the visit,
 * and for offers with the show the seat of the chosen category (Bronze by default) at the session
 * of `eventDate`, or of the start date; with `seatOnly`, only that seat (an EVENT hold). Null when
 * the offer cannot be had then: unknown or not listed, a closed day, no session, the past.
 */
export async function offerStock(
  db: Database,
  platform: PlatformCode,
  request: HoldRequest,
  seatOnly = false,
): Promise<StockNeed[] | null> {
  if (request.startDate < todayInParis()) return null;
  const catalogue = await catalogueOf(db, platform);
  const offer = sellableOffer(catalogue, request.code, request.duration);
  if (!offer || (seatOnly && !includesShow(offer))) return null;
  const visit = planVisit(catalogue, offer, request.startDate, {
    seating: request.seating,
    showDate: request.eventDate,
  });
  if (!visit) return null;
  const rows = seatOnly
    ? visit.seatStock && [visit.seatStock]
    : [...visit.parkStock, ...(visit.seatStock ? [visit.seatStock] : [])];
  return rows && needsOf(rows);
}

/** A day of a pass, its price per person and its stock row (null when it has none that day). */
export interface PassDayOffer extends PassDay {
  row: StockRow | null;
}

/**
 * A day of a pass at the price per person of the season tier of that day (catalogue.md §7.3).
 * The price is zero when the park is closed, the pass has no price row that tier or no stock row
 * that day (the Spanish Christmas days): such a day cannot be sold (booking-funnel.md §5).
 */
export function passDay(catalogue: Catalogue, code: string, date: string): PassDayOffer {
  const season = catalogue.days.get(date)?.season;
  const price = season === undefined ? undefined : catalogue.price(code, season, '');
  const row = catalogue.stock(code, date) ?? null;
  return { date, row, unitPrice: cents(row && price ? price.adultCents : 0) };
}

/** The rows of the days of a pass that can be sold, or null when one cannot. */
function passRows(catalogue: Catalogue, code: string, dates: readonly string[]): StockRow[] | null {
  const product = catalogue.product(code);
  if (!product || !isPass(product)) return null;
  const rows: StockRow[] = [];
  for (const date of dates) {
    const { row, unitPrice } = passDay(catalogue, code, date);
    if (!row || unitPrice === 0) return null;
    rows.push(row);
  }
  return rows;
}

/** The stock rows one place of a pass (PE, PGE) takes: its row on each day from the start date. */
export async function passStock(
  db: Database,
  platform: PlatformCode,
  request: HoldRequest,
): Promise<StockNeed[] | null> {
  if (request.startDate < todayInParis()) return null;
  const catalogue = await catalogueOf(db, platform);
  const dates = visitDates(request.startDate, request.duration ?? 1);
  const rows = passRows(catalogue, request.code, dates);
  return rows && needsOf(rows);
}

export interface PricedPassLine {
  code: string;
  label: string;
  dates: string[];
  stockIds: number[];
  price: PassPrice;
}

/**
 * The server's price of a pass of a basket (catalogue.md §7.3), from the catalogue alone: for the
 * whole group (its price divides over the visitors minus the babies, booking-funnel.md §4), on
 * days of the visit of an offer that enters the park (a pass needs a day ticket for its date).
 * Null when the code is no pass, a day is repeated, outside the visit or has no stock or price,
 * or the quantity is not the group's.
 */
export async function pricePassLine(
  db: Database,
  platform: PlatformCode,
  basket: Pick<BasketInput, 'offerCode' | 'startDate' | 'duration' | 'group' | 'language'>,
  pass: { code: string; dates: readonly string[]; quantity: number },
): Promise<PricedPassLine | null> {
  const catalogue = await catalogueOf(db, platform);
  const product = catalogue.product(pass.code);
  const offer = catalogue.offers.find((candidate) => candidate.code === basket.offerCode);
  if (!product || !offer || !entersPark(offer)) return null;
  const visit = visitDates(basket.startDate, basket.duration);
  const dates = [...new Set(pass.dates)].sort();
  if (dates.length !== pass.dates.length || dates.some((date) => !visit.includes(date)))
    return null;
  if (pass.quantity !== payingVisitors(basket.group)) return null;
  const rows = passRows(catalogue, pass.code, dates);
  if (!rows) return null;
  return {
    code: product.code,
    label: offerName(product, basket.language),
    dates,
    stockIds: rows.map((row) => row.id),
    price: pricePass(
      dates.map((date) => passDay(catalogue, pass.code, date)),
      basket.group,
    ),
  };
}

/** The days of a visit of `duration` days from `startDate`. */
export function visitDates(startDate: string, duration: number): string[] {
  return Array.from({ length: duration }, (_, day) => addDays(startDate, day));
}

function needsOf(rows: StockRow[]): StockNeed[] {
  return rows.map((row) => ({ stockId: row.id, label: stockCode(row) }));
}

/** An offer the platform lists, for the asked duration when one is given. */
function sellableOffer(
  catalogue: Catalogue,
  code: string,
  duration?: number | null,
): CatalogueOffer | null {
  const offer = catalogue.offers.find((candidate) => candidate.code === code);
  // A basket carries no package flag: the package list of disabled offers is the list's to apply.
  if (!offer || !isOfferListed(offer, { config: catalogue.config, isPackage: false })) return null;
  return duration && duration !== offer.durationDays ? null : offer;
}
