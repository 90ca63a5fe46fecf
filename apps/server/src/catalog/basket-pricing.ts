import type { OfferKind, Seating } from '@sesame/domain/catalog/offer';
import { priceTicket } from '@sesame/domain/catalog/ticket-price';
import { addDays } from '@sesame/domain/dates/calendar-days';
import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents } from '@sesame/domain/money/cents';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { Database } from '../db/client.ts';
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
 * The stock rows one place of a product takes (decision 6):
 * - TICKET: every row of the offer: the PARK row of each day of the visit, and for offers with the
 *   show the seat of the chosen category (Bronze by default) at the session of `eventDate`, or of
 *   the start date;
 * - EVENT: only that seat at the show, for offers that include the show;
 * - PASS: the PE or PGE row of each day from the start date.
 * Null when the product cannot be had then: unknown or disabled, a closed day, no session, the past
 * (and for ALL, which names every hold of an order rather than a product).
 */
export async function stockNeeds(
  db: Database,
  platform: PlatformCode,
  input: {
    service: 'TICKET' | 'EVENT' | 'PASS' | 'ALL';
    code: string;
    startDate: string;
    duration?: number | null;
    seating?: Seating | null;
    eventDate?: string | null;
  },
): Promise<Array<{ stockId: number; label: string }> | null> {
  const { service } = input;
  if (service === 'ALL' || input.startDate < todayInParis()) return null;
  const catalogue = await catalogueOf(db, platform);
  const rows =
    service === 'PASS' ? passRows(catalogue, input) : offerRows(catalogue, { ...input, service });
  return rows ? rows.map((row) => ({ stockId: row.id, label: stockCode(row) })) : null;
}

function passRows(
  catalogue: Catalogue,
  input: { code: string; startDate: string; duration?: number | null },
): StockRow[] | null {
  if (catalogue.product(input.code)?.kind !== 'pass') return null;
  const rows: StockRow[] = [];
  for (let day = 0; day < (input.duration ?? 1); day++) {
    const row = catalogue.stock(input.code, addDays(input.startDate, day));
    if (!row) return null;
    rows.push(row);
  }
  return rows;
}

function offerRows(
  catalogue: Catalogue,
  input: {
    service: 'TICKET' | 'EVENT';
    code: string;
    startDate: string;
    duration?: number | null;
    seating?: Seating | null;
    eventDate?: string | null;
  },
): StockRow[] | null {
  const offer = sellableOffer(catalogue, input.code, input.duration);
  if (!offer || (input.service === 'EVENT' && !includesShow(offer))) return null;
  const visit = planVisit(catalogue, offer, input.startDate, {
    seating: input.seating,
    showDate: input.eventDate,
  });
  if (!visit) return null;
  if (input.service === 'EVENT') return visit.seatStock && [visit.seatStock];
  return visit.seatStock ? [...visit.parkStock, visit.seatStock] : visit.parkStock;
}

/** An offer of the list that the platform sells, for the asked duration when one is given. */
function sellableOffer(
  catalogue: Catalogue,
  code: string,
  duration?: number | null,
): CatalogueOffer | null {
  const offer = catalogue.offers.find((candidate) => candidate.code === code);
  if (!offer || catalogue.config.disabledOffers.includes(offer.code)) return null;
  if (!offer.tags.includes('OFFER') && catalogue.config.country !== 'es') return null;
  return duration && duration !== offer.durationDays ? null : offer;
}
