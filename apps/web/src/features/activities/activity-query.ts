import type { Group } from '@sesame/domain/booking/booking';
import { CHRISTMAS_ACTIVITY_CODE } from '@sesame/domain/catalog/christmas-activity';
import type { Complementary } from '@sesame/domain/catalog/offer';
import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents } from '@sesame/domain/money/cents';
import type {
  ActivityOfferQuery,
  ActivityOfferQueryVariables,
} from '../../lib/generated/graphql.ts';
import { graphql, request } from '../../lib/graphql-client.ts';
import { queryOptions } from '../../lib/query/index.ts';

export interface ActivityParams {
  language: Language;
  group: Pick<Group, 'adults' | 'children'>;
  startDate: string;
  purchaseDate: string;
  duration: number;
}

const ActivityOfferDocument = graphql<'ActivityOffer'>(`
  query ActivityOffer(
    $language: Language
    $adults: Int!
    $children: Int!
    $startDate: String!
    $purchaseDate: String
    $duration: Int
    $code: String
  ) {
    offer(
      language: $language
      adults: $adults
      children: $children
      startDate: $startDate
      purchaseDate: $purchaseDate
      duration: $duration
      code: $code
    ) {
      __typename
      ... on ActivityOffer {
        code
        name
        description
        available
        places
        stock {
          date
          session
          availableStock
          valid
          childUnitPrice
          totalPrice
        }
      }
    }
  }
`);

type Answer = Extract<NonNullable<ActivityOfferQuery['offer']>, { __typename: 'ActivityOffer' }>;

/** A slot of the activity, its amounts checked as Cents where they enter the web (decision 17). */
export type ActivitySlot = Omit<Answer['stock'][number], 'childUnitPrice' | 'totalPrice'> & {
  childUnitPrice: Cents;
  totalPrice: Cents;
};

/** booking-funnel.md §3, Complementary (an activity): its slots for the visit and the group. */
export type Activity = Omit<Answer, 'stock' | '__typename'> & { stock: ActivitySlot[] };

/**
 * booking-funnel.md §7, `offer` (activities, reception; code RECEPCION_REAL): La Posada's slots
 * on the days of the visit; null where the platform has no such activity.
 */
export function activityQuery({
  language,
  group,
  startDate,
  purchaseDate,
  duration,
}: ActivityParams) {
  const variables: ActivityOfferQueryVariables = {
    language,
    adults: group.adults,
    children: group.children,
    startDate,
    purchaseDate,
    duration,
    code: CHRISTMAS_ACTIVITY_CODE,
  };
  return queryOptions({
    queryKey: ['activityOffer', variables],
    queryFn: async ({ signal }) => {
      const { offer } = await request(ActivityOfferDocument, variables, signal);
      return offer?.__typename === 'ActivityOffer' ? toActivity(offer) : null;
    },
  });
}

function toActivity({ __typename, stock, ...activity }: Answer): Activity {
  return {
    ...activity,
    stock: stock.map((slot) => ({
      ...slot,
      childUnitPrice: cents(slot.childUnitPrice),
      totalPrice: cents(slot.totalPrice),
    })),
  };
}

/** The slot as the booking keeps it (booking-funnel.md §3): for the group's children, on its day. */
export function slotComplementary(activity: Activity, slot: ActivitySlot): Complementary {
  return {
    code: activity.code,
    name: activity.name,
    dates: [slot.date],
    session: slot.session,
    quantity: activity.places,
    totalPrice: slot.totalPrice,
  };
}

/** The identity of a slot among the slots of a visit. */
export function slotKey(slot: Pick<ActivitySlot, 'date' | 'session'>): string {
  return `${slot.date} ${slot.session}`;
}
