import type { OfferKind, Seating } from '@sesame/domain/catalog/offer';
import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import type {
  CatalogueRows,
  OfferRow,
  ParkDayRow,
  PriceRow,
  SessionRow,
  StockRow,
} from './catalog-repo.ts';

const OFFER_KINDS: readonly string[] = [
  'ticket',
  'nightShow',
  'dayAndShow',
  'package',
  'christmas',
];

/** A product of the offer list, as opposed to a pass or the flexible rate. */
export type CatalogueOffer = OfferRow & { kind: OfferKind };

const isOfferOfTheList = (offer: OfferRow): offer is CatalogueOffer =>
  OFFER_KINDS.includes(offer.kind);

/** A priority pass (PE, PGE): held per day, priced per person per day (catalogue.md §7.3). */
export const isPass = (product: OfferRow): boolean => product.kind === 'pass';

/** A platform's catalogue held in memory, indexed for the reads of a request. */
export interface Catalogue {
  config: PlatformConfig;
  /** Open days by date. */
  days: Map<string, ParkDayRow>;
  /** Show sessions by date (one a day at most). */
  sessions: Map<string, SessionRow>;
  /** Products of the offer list, in display order. */
  offers: CatalogueOffer[];
  /** The priority passes (PE, PGE), in display order. */
  passes: OfferRow[];
  /** Any product by code: an offer, a pass or the flexible rate. */
  product(code: string): OfferRow | undefined;
  price(offerCode: string, season: string, seating: Seating | ''): PriceRow | undefined;
  /** Whether some price is listed under a pricing code (an offer's FAMILY variant, say). */
  hasPricing(pricingCode: string): boolean;
  stock(product: string, date: string, session?: string, category?: string): StockRow | undefined;
  /** The stock rows of a product on a date, by session: an activity's slots. */
  slotsOf(product: string, date: string): StockRow[];
}

export function indexCatalogue(rows: CatalogueRows): Catalogue {
  const key = (...parts: string[]) => parts.join('|');
  const products = new Map(rows.offers.map((offer) => [offer.code, offer]));
  const prices = new Map(
    rows.prices.map((row) => [key(row.offerCode, row.season, row.seating), row]),
  );
  const pricingCodes = new Set(rows.prices.map((row) => row.offerCode));
  const stock = new Map(
    rows.stock.map((row) => [key(row.product, row.date, row.session, row.category), row]),
  );
  const byDay = new Map<string, StockRow[]>();
  for (const row of rows.stock) {
    const day = key(row.product, row.date);
    const sessions = byDay.get(day);
    if (sessions) sessions.push(row);
    else byDay.set(day, [row]);
  }
  for (const day of byDay.values()) day.sort((a, b) => a.session.localeCompare(b.session));
  return {
    config: rows.config,
    days: new Map(rows.days.map((day) => [day.date, day])),
    sessions: new Map(rows.sessions.map((session) => [session.date, session])),
    offers: rows.offers.filter(isOfferOfTheList),
    passes: rows.offers.filter(isPass),
    product: (code) => products.get(code),
    price: (offerCode, season, seating) => prices.get(key(offerCode, season, seating)),
    hasPricing: (pricingCode) => pricingCodes.has(pricingCode),
    stock: (product, date, session = '', category = '') =>
      stock.get(key(product, date, session, category)),
    slotsOf: (product, date) => byDay.get(key(product, date)) ?? [],
  };
}

/**
 * booking-funnel.md §7 offers `numberOfNights` (docs/spec-readings.md): an offer with nights of its
 * own (a package) is listed for a stay of as many nights. 0, the booking's nights on a day visit,
 * or none asks for no stay in particular: a day visit lists the packages that bring their own
 * night (ES-PK1, 1 day and 1 night).
 */
export function fitsNightsAsked(
  offer: OfferRow,
  numberOfNights: number | null | undefined,
): boolean {
  return offer.nights === 0 || !numberOfNights || offer.nights === numberOfNights;
}

/** A show-only ticket gives no park entry; every other offer does, for each of its days. */
export function entersPark(offer: OfferRow): boolean {
  return offer.kind !== 'nightShow';
}

/** Offers tagged NIGHT_SHOW include a seat at the night show (the seed's tags). */
export function includesShow(offer: OfferRow): boolean {
  return offer.tags.includes('NIGHT_SHOW');
}

export function offerName(offer: OfferRow, language: Language): string {
  return offer.names[language] ?? offer.names.fr ?? offer.code;
}

export function offerDescription(offer: OfferRow, language: Language): string {
  return offer.descriptions[language] ?? offer.descriptions.fr ?? '';
}

export function offerStayName(offer: OfferRow, language: Language): string | null {
  return offer.names[`stay.${language}`] ?? null;
}

/** The code a visitor's basket shows for a stock row, e.g. `SHOW-2027-06-12-22:30-LVL2`. */
export function stockCode(row: StockRow): string {
  return [row.product, row.date, row.session, row.category].filter(Boolean).join('-');
}
