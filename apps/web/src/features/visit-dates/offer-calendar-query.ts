import { cents } from '@sesame/domain/money/cents';
import type {
  OfferCalendarQuery,
  OfferCalendarQueryVariables,
} from '../../lib/generated/graphql.ts';
import { graphql, request } from '../../lib/graphql-client.ts';
import { keepPreviousData, queryOptions } from '../../lib/query/index.ts';

const OfferCalendarDocument = graphql<'OfferCalendar'>(`
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
export function offerCalendarQuery(variables: OfferCalendarQueryVariables) {
  return queryOptions({
    queryKey: ['offerCalendar', variables],
    queryFn: async ({ signal }) => {
      const { offerCalendar } = await request(OfferCalendarDocument, variables, signal);
      return { ...offerCalendar, dateList: offerCalendar.dateList.map(calendarDay) };
    },
    // While the next months load, the previous ones stay on screen instead of a blank grid.
    placeholderData: keepPreviousData,
  });
}

/**
 * A day of the calendar with the lowest adult price of a visit starting that day (null when the
 * park is closed), the contract's Int checked as Cents.
 */
export type CalendarDay = ReturnType<typeof calendarDay>;

function calendarDay(day: OfferCalendarQuery['offerCalendar']['dateList'][number]) {
  return { ...day, price: day.price === null ? null : cents(day.price) };
}
