import type { AccommodationBasket } from '@sesame/domain/accommodation/distribution-schema';
import type { OrderToComplete } from '@sesame/domain/completion/order-to-complete';
import type { Language } from '@sesame/domain/i18n/language';
import type { MealLine } from '@sesame/domain/restaurants/meal-lines';
import { expectSuccess, graphql, request } from '../../lib/graphql-client.ts';
import { queryOptions } from '../../lib/query/index.ts';

const OrderToCompleteDocument = graphql<'OrderToComplete'>(`
  query OrderToComplete($id: ID!) {
    orderToComplete(id: $id) {
      id
      shortOrderId
      status
      accessDate
      accessEndDate
      duration
      group {
        adults
        children
        babies
      }
      event {
        date
        seating
      }
      products {
        type
        code
        name
        quantity
        price
        providerType
        group {
          adults
          children
        }
        dates {
          accessDate
          accessEndDate
          sessionTime
        }
      }
      changedByPark
      bookedOnline
      flexibleRate
      lastDateChangeDay
    }
  }
`);

const StartCompletionDocument = graphql<'StartCompletion'>(`
  mutation StartCompletion($orderId: ID!) {
    startCompletion(orderId: $orderId) {
      success
      code
      orderId
      shortOrderId
    }
  }
`);

const SaveCompletionBasketDocument = graphql<'SaveCompletionBasket'>(`
  mutation SaveCompletionBasket(
    $orderId: ID!
    $language: Language!
    $complementaries: [ComplementaryInput!]!
    $restaurants: [RestaurantLineInput!]
    $restaurantAllergies: Boolean
    $restaurantAllergyNote: String
    $accommodation: AccommodationBasketInput
  ) {
    saveCompletionBasket(
      orderId: $orderId
      language: $language
      complementaries: $complementaries
      restaurants: $restaurants
      restaurantAllergies: $restaurantAllergies
      restaurantAllergyNote: $restaurantAllergyNote
      accommodation: $accommodation
    ) {
      success
      code
      total
      lines {
        kind
        code
        label
        date
        quantity
        totalPrice
      }
    }
  }
`);

const ChangeVisitDateDocument = graphql<'ChangeVisitDate'>(`
  mutation ChangeVisitDate($orderId: ID!, $startDate: String!) {
    changeVisitDate(orderId: $orderId, startDate: $startDate) {
      success
      code
      startDate
    }
  }
`);

/** The customer's paid order, as the completion preset and the date change read it. */
export type CompletableOrder = OrderToComplete & {
  shortOrderId: string;
  duration: number;
  flexibleRate: boolean;
  lastDateChangeDay: string | null;
};

/** checkout-and-account.md §7 (`myOrderNew` for completion): one of the customer's paid orders. */
export function orderToCompleteQuery(orderId: string) {
  return queryOptions({
    queryKey: ['orderToComplete', orderId],
    queryFn: async ({ signal }): Promise<CompletableOrder | null> => {
      const { orderToComplete } = await request(OrderToCompleteDocument, { id: orderId }, signal);
      return orderToComplete;
    },
  });
}

/** Opens the completion order that holds, prices and pays the extras. */
export async function startCompletion(orderId: string) {
  const { startCompletion: started } = await request(StartCompletionDocument, { orderId });
  const { orderId: completionId, shortOrderId } = expectSuccess(started);
  if (!completionId || !shortOrderId) throw new Error('startCompletion answered without an order');
  return { orderId: completionId, shortOrderId };
}

export interface Extra {
  code: string;
  dates: string[];
  session?: string | null;
  quantity: number;
}

/** What a completion adds: passes and activities, meals (with their allergy answer), a stay. */
export interface CompletionExtras {
  complementaries: Extra[];
  restaurants: MealLine[];
  restaurantAllergies: boolean;
  restaurantAllergyNote: string | null;
  /** The hotel stay for the visit's nights (its rooms held), never its price. */
  accommodation: AccommodationBasket | null;
}

/** Whether the completion adds anything yet. */
export function hasExtras(extras: CompletionExtras): boolean {
  return (
    extras.complementaries.length > 0 ||
    extras.restaurants.length > 0 ||
    extras.accommodation !== null
  );
}

/** The extras of the completion, priced by the server: only they are sold. */
export function completionBasketQuery(
  orderId: string,
  language: Language,
  extras: CompletionExtras,
) {
  return queryOptions({
    queryKey: ['completionBasket', orderId, language, extras],
    queryFn: async () => {
      const { saveCompletionBasket } = await request(SaveCompletionBasketDocument, {
        orderId,
        language,
        complementaries: extras.complementaries.map(({ session, ...extra }) =>
          session ? { ...extra, session } : extra,
        ),
        ...(extras.restaurants.length > 0
          ? {
              restaurants: extras.restaurants,
              restaurantAllergies: extras.restaurantAllergies,
              restaurantAllergyNote: extras.restaurantAllergyNote,
            }
          : {}),
        ...(extras.accommodation ? { accommodation: extras.accommodation } : {}),
      });
      return expectSuccess(saveCompletionBasket);
    },
    enabled: hasExtras(extras),
    retry: false,
  });
}

/** booking-funnel.md §9: moves a flexible-rate visit to `startDate`. */
export async function changeVisitDate(orderId: string, startDate: string): Promise<string> {
  const { changeVisitDate: changed } = await request(ChangeVisitDateDocument, {
    orderId,
    startDate,
  });
  return expectSuccess(changed).startDate ?? startDate;
}

const ChangeDateDaysDocument = graphql<'ChangeDateDays'>(`
  query ChangeDateDays(
    $offerCode: String!
    $groupLength: Int!
    $duration: Int!
    $startDate: String!
    $adults: Int!
    $children: Int!
  ) {
    offerCalendar(
      offerCode: $offerCode
      groupLength: $groupLength
      duration: $duration
      startDate: $startDate
      nbMonth: 1
      adults: $adults
      children: $children
    ) {
      dateList {
        startDate
        available
        price
      }
    }
  }
`);

/** A day the visit could move to: open with places for the group, closed, or full. */
export interface ChangeDay {
  date: string;
  status: 'open' | 'closed' | 'soldOut';
}

/** What the days a visit may move to depend on: the booked offer, group and length. */
export interface ChangeDaysRequest {
  offerCode: string;
  adults: number;
  children: number;
  duration: number;
  /** The first day of the month the calendar shows, or the first day a visit may move to. */
  from: string;
}

/**
 * booking-funnel.md §7, `offerCalendar` for the booked offer and group over the month from
 * `from`: the days a flexible visit may move to, each open with places or not. Idle on null.
 */
export function changeDaysQuery(days: ChangeDaysRequest | null) {
  return queryOptions({
    queryKey: ['changeDateDays', days],
    queryFn: async ({ signal }): Promise<ChangeDay[]> => {
      if (!days) return [];
      const { offerCalendar } = await request(
        ChangeDateDaysDocument,
        {
          offerCode: days.offerCode,
          groupLength: days.adults + days.children,
          duration: days.duration,
          startDate: days.from,
          adults: days.adults,
          children: days.children,
        },
        signal,
      );
      return offerCalendar.dateList.map((day) => ({
        date: day.startDate,
        status: day.price === null ? 'closed' : day.available ? 'open' : 'soldOut',
      }));
    },
    enabled: days !== null,
  });
}
