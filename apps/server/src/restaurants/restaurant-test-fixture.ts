import { sql } from 'drizzle-orm';
import { query } from '../orders/order-flow-fixture.ts';
import type { TestContext } from '../test/test-app.ts';

// The GraphQL documents and helpers of the restaurant server tests.

export const RESTAURANTS = `query Restaurants($date: String!, $adults: Int!, $children: Int!, $language: Language!, $orderId: ID, $mealType: MealType) {
  restaurants(date: $date, adults: $adults, children: $children, language: $language, orderId: $orderId, mealType: $mealType) {
    code accommodationCode title text conditions restaurantType restaurantTypeName available
    media { desktop mobile alt title }
    tagList { id code picto title }
    tagListFood { code title }
    tagListServices { code title }
    menus {
      code title audience promotionalTitle promotionalDescription lunch diner mainAdultMenu
      mainChildrenMenu pricePerPerson discountPricePerPerson totalPrice totalDiscountPrice
    }
    services { date serviceTime mealType serviceStockCode stock eventId valid }
  }
}`;

export interface RestaurantAnswer {
  code: string;
  title: string;
  restaurantType: string;
  available: boolean;
  menus: Array<{
    code: string;
    audience: string;
    pricePerPerson: number;
    totalPrice: number;
    mainAdultMenu: boolean;
    mainChildrenMenu: boolean;
  }>;
  services: Array<{
    serviceTime: string;
    mealType: string;
    stock: number;
    eventId: string;
    valid: boolean;
  }>;
}

export function restaurants(
  context: TestContext,
  variables: Record<string, unknown>,
  options: { host?: string } = {},
) {
  return context.graphql<{ restaurants: RestaurantAnswer[] }>(
    RESTAURANTS,
    { adults: 2, children: 1, language: 'en', ...variables },
    options,
  );
}

/** The covers left on a sitting, by the database clock. */
export async function coversLeft(context: TestContext, eventId: string): Promise<number> {
  const [row] = await query<{ left: number }>(
    context,
    sql`select (s.capacity - s.sold - coalesce((select sum(quantity) from stock_holds h
          where h.stock_id = s.id and h.expires_at > now()), 0))::int as left
        from stock s where s.product || '-' || to_char(s.date, 'YYYY-MM-DD') || '-' || s.session = ${eventId}`,
  );
  if (!row) throw new Error(`No sitting ${eventId}`);
  return row.left;
}

/** Leaves `left` covers on a sitting, as if the others were sold. */
export async function leaveCovers(context: TestContext, eventId: string, left: number) {
  await query(
    context,
    sql`update stock set sold = capacity - ${left}
        where product || '-' || to_char(date, 'YYYY-MM-DD') || '-' || session = ${eventId}`,
  );
}

/** A restaurant booking line of `eventId` (R-FR-BAN-2027-06-12-18:30) with its menus. */
export function mealLine(
  eventId: string,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  const [, code, date, time] = /^(.+)-(\d{4}-\d{2}-\d{2})-(\d{2}:\d{2})$/.exec(eventId) ?? [];
  return {
    id: `${eventId}#1`,
    eventId,
    code,
    date,
    time,
    adults: 2,
    children: 1,
    menuAdultCode: 'FESTIN',
    menuChildCode: 'PETITS-BARDES',
    ...fields,
  };
}
