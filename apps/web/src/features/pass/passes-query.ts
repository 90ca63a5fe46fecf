import type { Group } from '@sesame/domain/booking/booking';
import { payingVisitors } from '@sesame/domain/booking/visitors';
import type { Complementary } from '@sesame/domain/catalog/offer';
import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents } from '@sesame/domain/money/cents';
import type {
  ComplementaryOffersQuery,
  ComplementaryOffersQueryVariables,
} from '../../lib/generated/graphql.ts';
import { graphql, request } from '../../lib/graphql-client.ts';
import { queryOptions } from '../../lib/query/index.ts';

/** booking-funnel.md §7 and §9: the Emotion Pass query always asks for the range of PE. */
export const EMOTION_PASS_CODE = 'PE';

export interface PassesParams {
  language: Language;
  group: Pick<Group, 'adults' | 'children'>;
  startDate: string;
  purchaseDate: string;
  duration: number;
}

const ComplementaryOffersDocument = graphql<'ComplementaryOffers'>(`
  query ComplementaryOffers(
    $language: Language!
    $adults: Int!
    $children: Int!
    $startDate: String!
    $purchaseDate: String
    $duration: Int!
    $code: String!
  ) {
    complementaryOffers(
      language: $language
      adults: $adults
      children: $children
      startDate: $startDate
      purchaseDate: $purchaseDate
      duration: $duration
      code: $code
    ) {
      code
      name
      description
      tags
      available
      availableStock
      stock {
        date
        availableStock
      }
      priceList {
        date
        datePrice
        totalPrice
      }
      totalPrice
    }
  }
`);

/** booking-funnel.md §3, Complementary: a pass for every day of the visit, priced for the group. */
export type Pass = Omit<
  ComplementaryOffersQuery['complementaryOffers'][number],
  'priceList' | 'totalPrice'
> & {
  priceList: Array<{ date: string; datePrice: Cents; totalPrice: Cents }>;
  totalPrice: Cents;
};

/** booking-funnel.md §7, `complementaryOffers` (code PE): PE and PGE for the visit and group. */
export function passesQuery({ language, group, startDate, purchaseDate, duration }: PassesParams) {
  const variables: ComplementaryOffersQueryVariables = {
    language,
    adults: group.adults,
    children: group.children,
    startDate,
    purchaseDate,
    duration,
    code: EMOTION_PASS_CODE,
  };
  return queryOptions({
    queryKey: ['complementaryOffers', variables],
    queryFn: async ({ signal }) =>
      (await request(ComplementaryOffersDocument, variables, signal)).complementaryOffers.map(
        toPass,
      ),
  });
}

/** The contract's amounts (Int) checked as Cents where they enter the web (decision 17). */
function toPass({
  priceList,
  totalPrice,
  ...pass
}: ComplementaryOffersQuery['complementaryOffers'][number]): Pass {
  return {
    ...pass,
    priceList: priceList.map((day) => ({
      date: day.date,
      datePrice: cents(day.datePrice),
      totalPrice: cents(day.totalPrice),
    })),
    totalPrice: cents(totalPrice),
  };
}

/**
 * booking-funnel.md §3 and §4: the pass as the booking keeps it, for every day of the visit and
 * the group's paying visitors; its total is the server's, so the summary's total agrees with it.
 */
export function passComplementary(
  pass: Pass,
  group: Pick<Group, 'adults' | 'children'>,
): Complementary {
  return {
    code: pass.code,
    name: pass.name,
    dates: pass.priceList.map((day) => day.date),
    quantity: payingVisitors(group),
    totalPrice: pass.totalPrice,
  };
}
