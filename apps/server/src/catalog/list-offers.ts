import { payingVisitors } from '@sesame/domain/booking/visitors';
import { type Offer, type OfferStock, SEATINGS, type Seating } from '@sesame/domain/catalog/offer';
import { filterOffers } from '@sesame/domain/catalog/offer-filter';
import { OFFER_TAG } from '@sesame/domain/catalog/offer-listed';
import { offerStatus } from '@sesame/domain/catalog/offer-status';
import { placesFit } from '@sesame/domain/catalog/places-fit';
import { addDays } from '@sesame/domain/dates/calendar-days';
import type { Language } from '@sesame/domain/i18n/language';
import { cents } from '@sesame/domain/money/cents';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import { familyPricingCode } from '@sesame/domain/pricing/family-card';
import { priceTicket } from '@sesame/domain/pricing/ticket-price';
import type { Database } from '../db/client.ts';
import { type Availability, availabilityOf } from './availability-cache.ts';
import type { OffersInput } from './catalog-inputs.ts';
import type { OfferRow, StockRow } from './catalog-repo.ts';
import {
  type Catalogue,
  type CatalogueOffer,
  fitsNightsAsked,
  includesShow,
  offerDescription,
  offerName,
  offerStayName,
  stockCode,
} from './catalogue.ts';
import { catalogueOf } from './catalogue-cache.ts';
import { planVisitWithRoom, visitPlacesLeft } from './offer-visit.ts';
import { snapshotMemo } from './snapshot-memo.ts';

/** An offer of the lists, whose nights the catalogue always knows (0 for a day visit). */
export type ListedOffer = Offer & { nights: number };

const remember = snapshotMemo<ListedOffer[]>();

/**
 * booking-funnel.md §7 `offers`: the offers of the platform for a group from a start date (today
 * when none is given), priced for the group, with their stock and status, filtered by §5.
 */
export async function listOffers(
  db: Database,
  platform: PlatformConfig,
  input: OffersInput,
  today: string,
): Promise<ListedOffer[]> {
  const [catalogue, availability] = await Promise.all([
    catalogueOf(db, platform.code),
    availabilityOf(db, platform.code),
  ]);
  return remember(availability, JSON.stringify([today, input]), () => {
    const startDate = input.startDate ?? today;
    const offers = catalogue.offers
      .filter((offer) => !input.duration || offer.durationDays === input.duration)
      .filter((offer) => fitsNightsAsked(offer, input.numberOfNights))
      .flatMap((offer) =>
        withFamilyVariant(catalogue, offer, input).map((pricingCode) =>
          describeOffer(
            catalogue,
            availability,
            offer,
            { ...input, startDate },
            today,
            pricingCode,
          ),
        ),
      );
    return filterOffers(offers, {
      track: input.track ?? null,
      isPackage: input.isPackage ?? false,
      groupSize: payingVisitors(input),
      hasLargeFamilyCard: input.hasLargeFamilyCard ?? false,
      config: platform,
    });
  });
}

/**
 * The pricing codes to list an offer under: its own, and with a large family card its FAMILY
 * variant for the card's category when the catalogue has one (booking-funnel.md §5: the filters
 * then keep the offer only in that variant).
 */
function withFamilyVariant(
  catalogue: Catalogue,
  offer: CatalogueOffer,
  input: OffersInput,
): string[] {
  if (!input.hasLargeFamilyCard) return [offer.code];
  const family = familyPricingCode(
    offer.code,
    catalogue.config.code,
    input.largeFamilyCardCategory ?? null,
  );
  return catalogue.hasPricing(family) ? [offer.code, family] : [offer.code];
}

/**
 * An offer of the catalogue as the list shows it for a group visiting from `input.startDate`,
 * priced under `pricingCode` (the offer's own unless a FAMILY variant's is given).
 */
export function describeOffer(
  catalogue: Catalogue,
  availability: Availability,
  offer: CatalogueOffer,
  input: OffersInput & { startDate: string },
  today: string,
  pricingCode = offer.code,
): ListedOffer {
  const groupSize = payingVisitors(input);
  const visit =
    input.startDate >= today
      ? planVisitWithRoom(
          catalogue,
          offer,
          input.startDate,
          groupSize,
          availability.placesLeft,
          pricingCode,
        )
      : null;
  const price = priceTicket(
    { adult: cents(visit?.price.adultCents ?? 0), child: cents(visit?.price.childCents ?? 0) },
    input,
  );
  const entry = (row: StockRow, extra: Partial<OfferStock> = {}): OfferStock => {
    const left = availability.placesLeft(row);
    return {
      date: row.date,
      availableStock: left,
      stockCodes: [stockCode(row)],
      seatingStockCode: null,
      seating: null,
      session: null,
      valid: placesFit(left, groupSize),
      title: null,
      ...extra,
    };
  };
  const stock = visit
    ? [
        ...visit.parkStock.map((row) => entry(row)),
        ...(includesShow(offer) ? showStock(catalogue, offer, visit.dates, input, entry) : []),
      ]
    : [];
  const name = offerName(offer, input.language);
  return {
    code: offer.code,
    pricingCode,
    kind: offer.kind,
    season: visit?.season ?? catalogue.days.get(input.startDate)?.season ?? null,
    seating: visit?.seatStock ? (visit.seatStock.category as Seating) : null,
    seatingStockCode: visit?.seatStock ? stockCode(visit.seatStock) : null,
    available: visit !== null,
    status: offerStatus({
      available: visit !== null,
      availableStock: visit ? visitPlacesLeft(visit, availability.placesLeft) : 0,
      groupSize,
    }),
    stayName: offerStayName(offer, input.language),
    name,
    description: offerDescription(offer, input.language),
    longDescription: null,
    duration: offer.durationDays,
    nights: offer.nights,
    tag: offer.tags.includes(OFFER_TAG) ? OFFER_TAG : (offer.tags[0] ?? null),
    price,
    media: offer.media ? { ...offer.media, alt: name, title: name } : null,
    stock,
  };
}

/**
 * The seats of every category at the sessions during the visit, and the evening before when the
 * visitor asks for it (includeDayBeforeNightEvent), for the category step to choose from.
 */
function showStock(
  catalogue: Catalogue,
  offer: OfferRow,
  dates: string[],
  input: { includeDayBeforeNightEvent?: boolean | null | undefined; language: Language },
  entry: (row: StockRow, extra: Partial<OfferStock>) => OfferStock,
): OfferStock[] {
  const first = dates[0] as string;
  const showDates = input.includeDayBeforeNightEvent ? [addDays(first, -1), ...dates] : dates;
  const showName = offerName(
    catalogue.offers.find((o) => o.kind === 'nightShow') ?? offer,
    input.language,
  );
  return showDates.flatMap((date) => {
    const session = catalogue.sessions.get(date);
    if (!session) return [];
    return SEATINGS.flatMap((seating) => {
      const row = catalogue.stock('SHOW', date, session.startsAt, seating);
      if (!row) return [];
      return [
        entry(row, {
          seatingStockCode: stockCode(row),
          seating,
          session: session.startsAt,
          title: `${showName} · ${session.startsAt}`,
        }),
      ];
    });
  });
}
