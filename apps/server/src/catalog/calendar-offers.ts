import { isOfferListed } from '@sesame/domain/catalog/offer-listed';
import { placesFit } from '@sesame/domain/catalog/places-fit';
import type { Availability } from './availability-cache.ts';
import type { Catalogue, CatalogueOffer } from './catalogue.ts';
import { type OfferVisit, planVisit, visitPlacesLeft } from './offer-visit.ts';

/**
 * The offers a calendar prices: the one asked for, or else the park visits of that duration the
 * platform lists (booking-funnel.md §5 disabled lists and tags). A show-only ticket is left out:
 * the calendar prices a day in the park. So is a stay outside package mode: its tickets come
 * discounted with a hotel priced apart, a price no visitor without a hotel pays.
 */
export function calendarOffers(
  catalogue: Catalogue,
  query: { offerCode?: string | null; duration: number; isPackage?: boolean | null },
): CatalogueOffer[] {
  if (query.offerCode) return catalogue.offers.filter((offer) => offer.code === query.offerCode);
  return catalogue.offers.filter(
    (offer) =>
      offer.durationDays === query.duration &&
      offer.kind !== 'nightShow' &&
      (offer.nights === 0 || (query.isPackage ?? false)) &&
      isOfferListed(offer, { config: catalogue.config, isPackage: query.isPackage ?? false }),
  );
}

/** What a calendar shows for one start date: the lowest adult price and whether a group fits. */
export function calendarDay(
  catalogue: Catalogue,
  availability: Availability,
  offers: CatalogueOffer[],
  date: string,
  groupSize: number,
): { price: number | null; available: boolean } {
  const visits = offers
    .map((offer) => planVisit(catalogue, offer, date))
    .filter((visit): visit is OfferVisit => visit !== null);
  if (visits.length === 0) return { price: null, available: false };
  return {
    price: Math.min(...visits.map((visit) => visit.price.adultCents)),
    available: visits.some((visit) =>
      placesFit(visitPlacesLeft(visit, availability.placesLeft), groupSize),
    ),
  };
}
