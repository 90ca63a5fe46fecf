import type { OfferKind, Seating } from '@sesame/domain/catalog/offer';
import { isOfferListed } from '@sesame/domain/catalog/offer-listed';
import { addDays } from '@sesame/domain/dates/calendar-days';
import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents } from '@sesame/domain/money/cents';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { priceTicket } from '@sesame/domain/pricing/ticket-price';
import type { Database } from '../db/client.ts';
import type { HoldRequest, StockNeed } from '../orders/product-lines.ts';
import type { StockRow } from './catalog-repo.ts';
import {
  type Catalogue,
  type CatalogueOffer,
  includesShow,
  offerName,
  stockCode,
} from './catalogue.ts';
import { catalogueOf } from './catalogue-cache.ts';
import { todayInParis } from './current-day.ts';
import { planVisit } from './offer-visit.ts';
import { seatName } from './seat-names.ts';

export interface PricedOfferLine {
  code: string;
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
 * the show. Null when the offer is unknown, disabled on the platform, not sold that day, closed or
 * in the past.
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
  },
): Promise<PricedOfferLine | null> {
  const catalogue = await catalogueOf(db, platform);
  const offer = sellableOffer(catalogue, input.offerCode, input.duration);
  if (!offer || input.startDate < todayInParis()) return null;
  const visit = planVisit(catalogue, offer, input.startDate, { seating: input.seating });
  if (!visit) return null;
  const price = priceTicket(
    { adult: cents(visit.price.adultCents), child: cents(visit.price.childCents) },
    input.group,
  );
  return {
    code: offer.code,
    label: visit.seatStock
      ? `${offerName(offer, input.language)} · ${seatName(platform, visit.seatStock.category as Seating, input.language)}`
      : offerName(offer, input.language),
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

/** The stock rows one place of a pass (PE, PGE) takes: its row on each day from the start date. */
export async function passStock(
  db: Database,
  platform: PlatformCode,
  request: HoldRequest,
): Promise<StockNeed[] | null> {
  if (request.startDate < todayInParis()) return null;
  const catalogue = await catalogueOf(db, platform);
  if (catalogue.product(request.code)?.kind !== 'pass') return null;
  const rows: StockRow[] = [];
  for (let day = 0; day < (request.duration ?? 1); day++) {
    const row = catalogue.stock(request.code, addDays(request.startDate, day));
    if (!row) return null;
    rows.push(row);
  }
  return needsOf(rows);
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
