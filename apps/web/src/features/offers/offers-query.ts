import type { Group } from '@sesame/domain/booking/booking';
import type { Offer } from '@sesame/domain/catalog/offer';
import type { Track } from '@sesame/domain/funnel/funnel-state';
import type { Language } from '@sesame/domain/i18n/language';
import { cents } from '@sesame/domain/money/cents';
import type {
  OfferFieldsFragment,
  OffersByGroupQueryVariables,
  OffersQueryVariables,
} from '../../lib/generated/graphql.ts';
import { graphql, request } from '../../lib/graphql-client.ts';
import { queryOptions } from '../../lib/query/index.ts';

export interface OffersParams {
  language: Language;
  group: Pick<
    Group,
    | 'adults'
    | 'children'
    | 'disabledAdults'
    | 'disabledChildren'
    | 'hasLargeFamilyCard'
    | 'largeFamilyCardCategory'
  >;
  startDate: string | null;
  purchaseDate: string;
  duration: number;
  numberOfNights: number;
  isPackage: boolean;
  track: Track | null;
}

/** The fields of an offer the funnel reads, for both offer lists. */
const OFFER_FRAGMENT = `
  fragment OfferFields on Offer {
    code pricingCode kind season seating seatingStockCode available status stayName name
    description longDescription duration nights tag
    price { basePrice totalPrice adultPrice adultUnitPrice childrenPrice childrenUnitPrice }
    media { desktop mobile alt title }
    stock { date availableStock stockCodes seatingStockCode seating session valid title }
  }
`;

const OffersDocument = graphql<'Offers'>(`
  query Offers(
    $language: Language!
    $adults: Int!
    $children: Int!
    $disabledAdults: Int
    $disabledChildren: Int
    $startDate: String
    $purchaseDate: String
    $duration: Int
    $numberOfNights: Int
    $hasLargeFamilyCard: Boolean
    $largeFamilyCardCategory: String
    $isPackage: Boolean
    $track: Track
  ) {
    offers(
      language: $language
      adults: $adults
      children: $children
      disabledAdults: $disabledAdults
      disabledChildren: $disabledChildren
      startDate: $startDate
      purchaseDate: $purchaseDate
      duration: $duration
      numberOfNights: $numberOfNights
      hasLargeFamilyCard: $hasLargeFamilyCard
      largeFamilyCardCategory: $largeFamilyCardCategory
      isPackage: $isPackage
      track: $track
    ) {
      ...OfferFields
    }
  }
  ${OFFER_FRAGMENT}
`);

const OffersByGroupDocument = graphql<'OffersByGroup'>(`
  query OffersByGroup(
    $language: Language!
    $adults: Int!
    $children: Int!
    $disabledAdults: Int
    $disabledChildren: Int
    $purchaseDate: String
    $hasLargeFamilyCard: Boolean
    $isPackage: Boolean
  ) {
    offersByGroup(
      language: $language
      adults: $adults
      children: $children
      disabledAdults: $disabledAdults
      disabledChildren: $disabledChildren
      purchaseDate: $purchaseDate
      hasLargeFamilyCard: $hasLargeFamilyCard
      isPackage: $isPackage
    ) {
      ...OfferFields
    }
  }
  ${OFFER_FRAGMENT}
`);

/**
 * booking-funnel.md §7: the offers for the group, priced by the server. From a start date, the
 * `offers` of that visit; with none (track offer before the day is chosen, readings.md §11), the
 * `offersByGroup` of the whole sales calendar, of any duration, each priced from its cheapest day.
 */
export function offersQuery(params: OffersParams) {
  const { group, startDate, ...rest } = params;
  const groupVariables = {
    language: rest.language,
    purchaseDate: rest.purchaseDate,
    isPackage: rest.isPackage,
    adults: group.adults,
    children: group.children,
    disabledAdults: group.disabledAdults,
    disabledChildren: group.disabledChildren,
    hasLargeFamilyCard: group.hasLargeFamilyCard,
  };
  if (startDate === null) {
    const variables: OffersByGroupQueryVariables = groupVariables;
    return queryOptions({
      queryKey: ['offers', variables],
      queryFn: async ({ signal }) =>
        (await request(OffersByGroupDocument, variables, signal)).offersByGroup.map(toOffer),
    });
  }
  const variables: OffersQueryVariables = {
    ...rest,
    ...groupVariables,
    startDate,
    // catalogue.md §7.3: a Spanish título's category sets the rate of the FAMILY variants listed.
    largeFamilyCardCategory: (group.hasLargeFamilyCard && group.largeFamilyCardCategory) || null,
  };
  return queryOptions({
    queryKey: ['offers', variables],
    queryFn: async ({ signal }) =>
      (await request(OffersDocument, variables, signal)).offers.map(toOffer),
  });
}

/** An offer as the funnel's rules take it: the contract's amounts (Int) are checked as Cents. */
function toOffer({ price, ...offer }: OfferFieldsFragment): Offer {
  return {
    ...offer,
    price: {
      basePrice: cents(price.basePrice),
      totalPrice: cents(price.totalPrice),
      adultPrice: cents(price.adultPrice),
      adultUnitPrice: cents(price.adultUnitPrice),
      childrenPrice: cents(price.childrenPrice),
      childrenUnitPrice: cents(price.childrenUnitPrice),
    },
  };
}
