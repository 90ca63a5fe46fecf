import { payingVisitors } from '@sesame/domain/booking/visitors';
import { filterOffers } from '@sesame/domain/catalog/offer-filter';
import { offerStatus } from '@sesame/domain/catalog/offer-status';
import { placesFit } from '@sesame/domain/catalog/places-fit';
import type { PlatformConfig } from '@sesame/domain/platform/platform';
import type { Database } from '../db/client.ts';
import { type Availability, availabilityOf } from './availability-cache.ts';
import type { OffersByGroupInput } from './catalog-inputs.ts';
import { type Catalogue, type CatalogueOffer, fitsNightsAsked } from './catalogue.ts';
import { catalogueOf } from './catalogue-cache.ts';
import { describeOffer, type ListedOffer } from './list-offers.ts';
import { type OfferVisit, planVisitWithRoom, visitPlacesLeft } from './offer-visit.ts';
import { snapshotMemo } from './snapshot-memo.ts';

const remember = snapshotMemo<ListedOffer[]>();

/**
 * booking-funnel.md §7 `offersByGroup` and readings.md §11: on track offer, before any date, the
 * offers the group can buy on some day of the sales calendar (from today), each priced at its
 * cheapest such day ("from" a price) and with no stock of its own: the day is chosen next, on the
 * offer's calendar. An offer the group fits on no day is unavailable, so the §5 filters drop it.
 */
export async function listOffersByGroup(
  db: Database,
  platform: PlatformConfig,
  input: OffersByGroupInput,
  today: string,
): Promise<ListedOffer[]> {
  const [catalogue, availability] = await Promise.all([
    catalogueOf(db, platform.code),
    availabilityOf(db, platform.code),
  ]);
  return remember(availability, JSON.stringify(['byGroup', today, input]), () => {
    const groupSize = payingVisitors(input);
    const salesDays = [...catalogue.days.keys()].filter((date) => date >= today).sort();
    const offers = catalogue.offers
      .filter((offer) => !input.duration || offer.durationDays === input.duration)
      .filter((offer) => fitsNightsAsked(offer, input.numberOfNights))
      .map((offer) => {
        const visits = salesDays
          .map((date) =>
            planVisitWithRoom(catalogue, offer, date, groupSize, availability.placesLeft),
          )
          .filter((visit): visit is OfferVisit => visit !== null)
          .filter((visit) => placesFit(visitPlacesLeft(visit, availability.placesLeft), groupSize));
        return offerFrom(catalogue, availability, offer, visits, input, today);
      });
    return filterOffers(offers, {
      track: 'offer',
      isPackage: input.isPackage ?? false,
      groupSize,
      hasLargeFamilyCard: input.hasLargeFamilyCard ?? false,
      config: platform,
    });
  });
}

/** The offer at the cheapest of the days the group fits (the earliest of equals). */
function offerFrom(
  catalogue: Catalogue,
  availability: Availability,
  offer: CatalogueOffer,
  fitting: readonly OfferVisit[],
  input: OffersByGroupInput,
  today: string,
): ListedOffer {
  const cheapest = fitting.reduce<OfferVisit | null>(
    (best, visit) => (best && best.price.adultCents <= visit.price.adultCents ? best : visit),
    null,
  );
  const startDate = cheapest?.dates[0] ?? today;
  const described = describeOffer(catalogue, availability, offer, { ...input, startDate }, today);
  const mostPlacesLeft = Math.max(
    0,
    ...fitting.map((visit) => visitPlacesLeft(visit, availability.placesLeft)),
  );
  return {
    ...described,
    available: cheapest !== null,
    status: offerStatus({
      available: cheapest !== null,
      availableStock: mostPlacesLeft,
      groupSize: payingVisitors(input),
    }),
    stock: [],
  };
}
