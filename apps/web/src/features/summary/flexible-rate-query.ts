import type { Seating } from '@sesame/domain/catalog/offer';
import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents } from '@sesame/domain/money/cents';
import { graphql, request } from '../../lib/graphql-client.ts';
import { queryOptions, skipToken } from '../../lib/query/index.ts';

const FlexibleRateDocument = graphql<'FlexibleRate'>(`
  query FlexibleRate(
    $language: Language!
    $adults: Int!
    $children: Int!
    $startDate: String!
    $purchaseDate: String
    $duration: Int!
    $hasLargeFamilyCard: Boolean
    $offerCode: String!
    $seating: Seating
  ) {
    offer(
      language: $language
      adults: $adults
      children: $children
      startDate: $startDate
      purchaseDate: $purchaseDate
      duration: $duration
      code: "FLEX"
      hasLargeFamilyCard: $hasLargeFamilyCard
      offerCode: $offerCode
      seating: $seating
    ) {
      __typename
      ... on FlexibleRateOffer {
        code
        name
        available
        lastChangeDate
        price {
          totalPrice
        }
        stock {
          valid
        }
      }
    }
  }
`);

export interface FlexibleRateParams {
  language: Language;
  group: { adults: number; children: number; hasLargeFamilyCard: boolean };
  startDate: string;
  purchaseDate: string;
  duration: number;
  offerCode: string;
  /** The show seat's category, for an offer with the show. */
  seating: Seating | null;
}

/** The flexible rate as the summary offers it; null where the platform sells none. */
export interface FlexibleRate {
  name: string;
  /** Sold while the date can still be changed and the park has room for the group. */
  available: boolean;
  price: Cents;
  /** The last day (yyyy-MM-dd) the visit's date can be changed. */
  lastChangeDate: string;
}

/**
 * booking-funnel.md §7 `offer` (flexible rate): 10 % of the basket's tickets (4 € at least), as
 * the server prices it; nothing is asked before the basket has its ticket and day.
 */
export function flexibleRateQuery(params: FlexibleRateParams | null) {
  return queryOptions({
    queryKey: ['flexibleRate', params],
    queryFn: params
      ? async ({ signal }): Promise<FlexibleRate | null> => {
          const { group, ...rest } = params;
          const { offer } = await request(FlexibleRateDocument, { ...rest, ...group }, signal);
          if (offer?.__typename !== 'FlexibleRateOffer') return null;
          return {
            name: offer.name,
            available: offer.available && offer.stock.every((day) => day.valid),
            price: cents(offer.price.totalPrice),
            lastChangeDate: offer.lastChangeDate,
          };
        }
      : skipToken,
  });
}
