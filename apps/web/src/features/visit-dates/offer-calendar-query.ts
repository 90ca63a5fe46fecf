import type { Track } from '@sesame/domain/funnel/funnel-state';
import type { Cents } from '@sesame/domain/money/cents';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql, request } from '../../lib/graphql-client.ts';

export interface CalendarDay {
  startDate: string;
  endDate: string;
  available: boolean;
  /** Lowest adult price of a visit starting that day; null when the park is closed. */
  price: Cents | null;
  season: string | null;
  showDay: boolean;
}

interface OfferCalendarResult {
  offerCalendar: { firstAvailableStartDate: string | null; dateList: CalendarDay[] };
}

export interface OfferCalendarVariables {
  groupLength: number;
  duration: number;
  startDate: string;
  nbMonth: number;
  offerCode: string | null;
  track: Track | null;
  adults: number;
  children: number;
  isPackage: boolean;
}

const OfferCalendarDocument = graphql<OfferCalendarResult, OfferCalendarVariables>(`
  query OfferCalendar(
    $groupLength: Int!
    $duration: Int!
    $startDate: String!
    $nbMonth: Int!
    $offerCode: String
    $track: Track
    $adults: Int
    $children: Int
    $isPackage: Boolean
  ) {
    offerCalendar(
      groupLength: $groupLength
      duration: $duration
      startDate: $startDate
      nbMonth: $nbMonth
      offerCode: $offerCode
      track: $track
      adults: $adults
      children: $children
      isPackage: $isPackage
    ) {
      firstAvailableStartDate
      dateList {
        startDate
        endDate
        available
        price
        season
        showDay
      }
    }
  }
`);

/** booking-funnel.md §7, `offerCalendar`: price and state of each day from `startDate` on. */
export function offerCalendarQuery(variables: OfferCalendarVariables) {
  return queryOptions({
    queryKey: ['offerCalendar', variables],
    queryFn: async ({ signal }) =>
      (await request(OfferCalendarDocument, variables, signal)).offerCalendar,
    // While the next months load, the previous ones stay on screen instead of a blank grid.
    placeholderData: keepPreviousData,
  });
}
