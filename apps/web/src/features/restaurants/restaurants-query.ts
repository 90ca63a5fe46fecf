import type { Group } from '@sesame/domain/booking/booking';
import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents } from '@sesame/domain/money/cents';
import { menuUnitPrice } from '@sesame/domain/restaurants/menus';
import { MEAL_TYPES, type MealType } from '@sesame/domain/restaurants/restaurant-rules';
import { errorCode } from '../../lib/error-message.ts';
import type {
  RestaurantCardFieldsFragment,
  RestaurantFieldsFragment,
  RestaurantSettingsQuery,
} from '../../lib/generated/graphql.ts';
import { graphql, request } from '../../lib/graphql-client.ts';
import { queryOptions } from '../../lib/query/index.ts';

export type { MealType };

/** booking-funnel.md §2: the meal type of `restaurants/{date}/{type}`, lunch or dinner. */
export function isMealType(value: string | undefined): value is MealType {
  return MEAL_TYPES.some((type) => type === value);
}

// The list asks for what its cards show; a restaurant's page adds its texts and its menus'
// courses. One fragment for both would nest lists three deep over every restaurant of the day,
// beyond the API's cost limit (graphql/limits.ts).
const RESTAURANT_CARD_FRAGMENT = `
  fragment RestaurantCardFields on Restaurant {
    code title text restaurantTypeName available
    media { desktop mobile alt }
    tagListFood { code picto title }
    tagListServices { code picto title }
    menus { code lunch diner mainAdultMenu mainChildrenMenu pricePerPerson discountPricePerPerson }
    services { date serviceTime mealType stock eventId valid }
  }
`;

const RESTAURANT_FRAGMENT = `
  fragment RestaurantFields on Restaurant {
    code title text conditions restaurantType restaurantTypeName available
    media { desktop mobile alt title }
    tagListFood { id code picto title }
    tagListServices { id code picto title }
    menus {
      code title promotionalTitle promotionalDescription lunch diner mainAdultMenu mainChildrenMenu
      pricePerPerson discountPricePerPerson
      courses { title description }
    }
    services { date serviceTime mealType stock eventId valid }
  }
`;

const RestaurantsDocument = graphql<'Restaurants'>(`
  query Restaurants(
    $date: String!
    $adults: Int!
    $children: Int!
    $language: Language!
    $orderId: ID
    $mealType: MealType
  ) {
    restaurants(
      date: $date
      adults: $adults
      children: $children
      language: $language
      orderId: $orderId
      mealType: $mealType
    ) {
      ...RestaurantCardFields
    }
  }
  ${RESTAURANT_CARD_FRAGMENT}
`);

const RestaurantDocument = graphql<'Restaurant'>(`
  query Restaurant(
    $code: String!
    $date: String!
    $adults: Int!
    $children: Int!
    $language: Language!
    $orderId: ID
    $mealType: MealType
  ) {
    restaurant(
      code: $code
      date: $date
      adults: $adults
      children: $children
      language: $language
      orderId: $orderId
      mealType: $mealType
    ) {
      ...RestaurantFields
    }
  }
  ${RESTAURANT_FRAGMENT}
`);

const RestaurantSettingsDocument = graphql<'RestaurantSettings'>(`
  query RestaurantSettings {
    platform {
      restaurantSettings { bookingHoursInAdvance dinnerThreshold tagFilters }
    }
  }
`);

type PricedMenu = { pricePerPerson: number; discountPricePerPerson?: number | null };

/** A menu of the contract, its amounts checked as Cents where they enter the web (decision 17). */
type InCents<M extends PricedMenu> = Omit<M, 'pricePerPerson' | 'discountPricePerPerson'> & {
  pricePerPerson: Cents;
  discountPricePerPerson: Cents | null;
};

type WithMenusInCents<R extends { menus: PricedMenu[] }> = Omit<R, 'menus'> & {
  menus: InCents<R['menus'][number]>[];
};

/** booking-funnel.md §3, Restaurant, as the list shows it: for a date and the group. */
export type Restaurant = WithMenusInCents<RestaurantCardFieldsFragment>;
/** A restaurant's page: the list's restaurant with its texts and its menus' courses. */
export type RestaurantDetail = WithMenusInCents<RestaurantFieldsFragment>;
export type RestaurantMenu = RestaurantDetail['menus'][number];
export type RestaurantService = Restaurant['services'][number];
export type RestaurantTag = Restaurant['tagListFood'][number];
export type RestaurantSettings = RestaurantSettingsQuery['platform']['restaurantSettings'];

export interface RestaurantsParams {
  language: Language;
  group: Pick<Group, 'adults' | 'children'>;
  date: string;
  orderId: string | null;
  mealType: MealType | null;
}

function menuInCents<M extends PricedMenu>({
  pricePerPerson,
  discountPricePerPerson,
  ...menu
}: M): InCents<M> {
  return {
    ...menu,
    pricePerPerson: cents(pricePerPerson),
    discountPricePerPerson:
      discountPricePerPerson === null || discountPricePerPerson === undefined
        ? null
        : cents(discountPricePerPerson),
  };
}

function withMenusInCents<R extends { menus: PricedMenu[] }>({
  menus,
  ...restaurant
}: R): WithMenusInCents<R> {
  return { ...restaurant, menus: menus.map(menuInCents) };
}

function variablesOf({ language, group, date, orderId, mealType }: RestaurantsParams) {
  return {
    date,
    adults: group.adults,
    children: group.children,
    language,
    orderId,
    mealType,
  };
}

/**
 * booking-funnel.md §7, `restaurant` (list): the restaurants open on a day, with their sittings
 * and menus for the group; retried once on failure, as the spec says. A day online booking is
 * closed for fails with RESTAURANT_BOOKING_CLOSED, which is an answer, not worth a retry.
 */
export function restaurantsQuery(params: RestaurantsParams) {
  const variables = variablesOf(params);
  return queryOptions({
    queryKey: ['restaurants', variables],
    queryFn: async ({ signal }) =>
      (await request(RestaurantsDocument, variables, signal)).restaurants.map(withMenusInCents),
    retry: (failures, error) => failures < 1 && !isBookingClosed(error),
    staleTime: 0,
  });
}

/** booking-funnel.md §7, `restaurant` (detail): one restaurant on a day; null when unknown. */
export function restaurantQuery(params: RestaurantsParams & { code: string }) {
  const variables = { ...variablesOf(params), code: params.code };
  return queryOptions({
    queryKey: ['restaurant', variables],
    queryFn: async ({ signal }) => {
      const { restaurant } = await request(RestaurantDocument, variables, signal);
      return restaurant ? withMenusInCents(restaurant) : null;
    },
    retry: (failures, error) => failures < 1 && !isBookingClosed(error),
    staleTime: 0,
  });
}

/** booking-funnel.md §5 and §9: the platform's restaurant rules (dinner threshold, filters). */
export function restaurantSettingsQuery() {
  return queryOptions({
    queryKey: ['restaurantSettings'],
    queryFn: async ({ signal }) =>
      (await request(RestaurantSettingsDocument, {}, signal)).platform.restaurantSettings,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** booking-funnel.md §5: the day is closed to online booking; the visitor can eat on site. */
export function isBookingClosed(error: unknown): boolean {
  return errorCode(error) === 'RESTAURANT_BOOKING_CLOSED';
}

/** What a cover of a menu costs (the domain's rule, on the contract's names). */
export function coverPrice(
  menu: Pick<RestaurantMenu, 'pricePerPerson' | 'discountPricePerPerson'>,
): Cents {
  return menuUnitPrice({
    price: menu.pricePerPerson,
    promotionalPrice: menu.discountPricePerPerson,
  });
}

/**
 * The menus a visitor books, by who they are for: adult menus (mainAdultMenu) and child menus
 * (mainChildrenMenu); a menu that is neither (for babies, who eat free) is shown, not booked.
 */
export function bookableMenus<M extends Pick<RestaurantMenu, 'mainAdultMenu' | 'mainChildrenMenu'>>(
  menus: readonly M[],
) {
  return {
    adult: menus.filter((menu) => menu.mainAdultMenu),
    child: menus.filter((menu) => menu.mainChildrenMenu),
  };
}

/** The menus served at a meal: lunch menus for a lunch sitting, dinner ones for a dinner. */
export function menusOf(restaurant: RestaurantDetail, mealType: MealType): RestaurantMenu[] {
  return restaurant.menus.filter((menu) => (mealType === 'lunch' ? menu.lunch : menu.diner));
}
