import type { Group } from '@sesame/domain/booking/booking';
import type { Offer } from '@sesame/domain/catalog/offer';
import type { Track } from '@sesame/domain/funnel/funnel-state';
import type { Language } from '@sesame/domain/i18n/language';
import { cents } from '@sesame/domain/money/cents';
import { queryOptions } from '@tanstack/react-query';
import type { OffersQuery, OffersQueryVariables } from '../../lib/generated/graphql.ts';
import { graphql, request } from '../../lib/graphql-client.ts';

export interface OffersParams {
  language: Language;
  group: Pick<
    Group,
    'adults' | 'children' | 'disabledAdults' | 'disabledChildren' | 'hasLargeFamilyCard'
  >;
  startDate: string | null;
  purchaseDate: string;
  duration: number;
  numberOfNights: number;
  isPackage: boolean;
  track: Track | null;
}

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
      isPackage: $isPackage
      track: $track
    ) {
      code
      pricingCode
      kind
      season
      seating
      seatingStockCode
      available
      status
      stayName
      name
      description
      longDescription
      duration
      tag
      price {
        basePrice
        totalPrice
        adultPrice
        adultUnitPrice
        childrenPrice
        childrenUnitPrice
      }
      media {
        desktop
        mobile
        alt
        title
      }
      stock {
        date
        availableStock
        stockCodes
        seatingStockCode
        seating
        session
        valid
        title
      }
    }
  }
`);

/** booking-funnel.md §7, `offers`: the offers for the group and dates, priced by the server. */
export function offersQuery(params: OffersParams) {
  const { group, ...rest } = params;
  const variables: OffersQueryVariables = {
    ...rest,
    adults: group.adults,
    children: group.children,
    disabledAdults: group.disabledAdults,
    disabledChildren: group.disabledChildren,
    hasLargeFamilyCard: group.hasLargeFamilyCard,
  };
  return queryOptions({
    queryKey: ['offers', variables],
    queryFn: async ({ signal }) =>
      (await request(OffersDocument, variables, signal)).offers.map(toOffer),
  });
}

/** An offer as the funnel's rules take it: the contract's amounts (Int) are checked as Cents. */
function toOffer({ price, ...offer }: OffersQuery['offers'][number]): Offer {
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
