import { type Cents, cents } from '@sesame/domain/money/cents';
import type { ListedStayFieldsFragment } from '../../lib/generated/graphql.ts';
import { graphql, requestWithHeaders } from '../../lib/graphql-client.ts';
import {
  LISTED_STAY_FRAGMENT,
  STAY_CONTENT_FRAGMENT,
  STAY_SOLUTIONS_FRAGMENT,
} from './accommodation-fields.ts';

// booking-funnel.md §7: `accommodation`, and `packages` in package mode, for the list;
// `accommodationDetail` (with the package in package mode) for a hotel's page. Declared one by
// one: the build ships each document it finds.

const StayListDocument = graphql<'StayList'>(`
  query StayList(
    $startDate: String!
    $duration: Int!
    $language: Language!
    $adults: Int!
    $children: Int!
    $babies: Int!
    $orderId: ID
    $internal: Boolean
    $code: String
    $distribution: [RoomDistributionInput!]!
  ) {
    accommodation(
      startDate: $startDate
      duration: $duration
      language: $language
      adults: $adults
      children: $children
      babies: $babies
      orderId: $orderId
      internal: $internal
      code: $code
      distribution: $distribution
    ) {
      ...ListedStayFields
    }
  }
  ${LISTED_STAY_FRAGMENT}
`);

const PackageStayListDocument = graphql<'PackageStayList'>(`
  query PackageStayList(
    $startDate: String!
    $duration: Int!
    $language: Language!
    $adults: Int!
    $children: Int!
    $babies: Int!
    $orderId: ID
    $internal: Boolean
    $code: String
    $distribution: [RoomDistributionInput!]!
    $prepackage: PrepackageInput!
  ) {
    packages(
      startDate: $startDate
      duration: $duration
      language: $language
      adults: $adults
      children: $children
      babies: $babies
      orderId: $orderId
      internal: $internal
      code: $code
      distribution: $distribution
      prepackage: $prepackage
    ) {
      ...ListedStayFields
      ticketPrice
    }
  }
  ${LISTED_STAY_FRAGMENT}
`);

const StayDetailDocument = graphql<'StayDetail'>(`
  query StayDetail(
    $startDate: String!
    $duration: Int!
    $language: Language!
    $adults: Int!
    $children: Int!
    $babies: Int!
    $orderId: ID
    $internal: Boolean
    $code: String!
    $distribution: [RoomDistributionInput!]!
    $prepackage: PrepackageInput
  ) {
    accommodationDetail(
      startDate: $startDate
      duration: $duration
      language: $language
      adults: $adults
      children: $children
      babies: $babies
      orderId: $orderId
      internal: $internal
      code: $code
      distribution: $distribution
      prepackage: $prepackage
    ) {
      ...StayContentFields
      ...StaySolutionsFields
      ticketPrice
    }
  }
  ${STAY_CONTENT_FRAGMENT}
  ${STAY_SOLUTIONS_FRAGMENT}
`);

/** The variables of a search; `prepackage` only for a package, null otherwise. */
export interface StaySearchVariables<TCode extends string | null = string | null> {
  startDate: string;
  duration: number;
  language: 'fr' | 'en' | 'es';
  adults: number;
  children: number;
  babies: number;
  orderId: string | null;
  internal: boolean;
  code: TCode;
  distribution: Array<{ adults: number; children: number; ages: number[] }>;
  prepackage: { id: string; startDate: string; duration: number } | null;
}

/** A hotel found, with a package's tickets for the group when the search was for a package. */
interface Found<T> {
  accommodation: T;
  packageTicketPrice: Cents | null;
}

/** A hotel of the answer and its package tickets, which are null outside a package. */
function found<T extends { ticketPrice: number | null }>({ ticketPrice, ...accommodation }: T) {
  return {
    accommodation,
    packageTicketPrice: ticketPrice === null ? null : cents(ticketPrice),
  };
}

/**
 * The headers of a search: in completion mode, the partner header naming the completion order
 * (booking-funnel.md §7, docs/spec-readings.md), for the paid visit's stay.
 */
export type StaySearchHeaders = Record<string, string>;

/** The list's hotels: `accommodation`, or `packages` for a package. */
export async function searchStays(
  variables: StaySearchVariables,
  signal: AbortSignal,
  headers: StaySearchHeaders = {},
): Promise<Found<ListedStayFieldsFragment>[]> {
  const { prepackage, ...search } = variables;
  const options = { signal, headers };
  if (prepackage) {
    const answer = await requestWithHeaders(
      PackageStayListDocument,
      { ...search, prepackage },
      options,
    );
    return answer.packages.map(found);
  }
  const answer = await requestWithHeaders(StayListDocument, search, options);
  return answer.accommodation.map((accommodation) => ({
    accommodation,
    packageTicketPrice: null,
  }));
}

/** One hotel's content and solutions, in its package when there is one; null: no room fits. */
export async function findStay(
  variables: StaySearchVariables<string>,
  signal: AbortSignal,
  headers: StaySearchHeaders = {},
) {
  const answer = await requestWithHeaders(StayDetailDocument, variables, { signal, headers });
  return answer.accommodationDetail && found(answer.accommodationDetail);
}
