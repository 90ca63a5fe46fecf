import { type SQL, sql } from 'drizzle-orm';
import { openDay } from '../catalog/catalog-test-data.ts';
import type { Database } from '../db/client.ts';
import type { TestContext } from '../test/test-app.ts';

// The GraphQL documents of accommodation.graphql and helpers, for the server tests.

/** What the list shows of a hotel (no solution: they are the details page's). */
export const LIST_FIELDS = `
  code title price lastPlaces nights startDate endDate providerType distance travelMinutes
  distanceRange hotelType stars hotelPhotos { src alt width height } mainServices { code title }
  checkInTime checkOutTime`;

/** What the details page shows of a hotel's solutions. */
export const DETAIL_FIELDS = `
  code title price nights ticketPrice
  roomTypes { roomTypeCode title count maxOccupancy numberMaxOfAdults cot }
  rooms {
    index source price breakfastPrice breakfastIncluded
    solution { title roomTypeCode details lastPlaces quantity numberMaxOfAdults }
    stock { date accommodationCode allotementId availableStock eventId }
    priceLines { roomTypeCode date priceRoom unitBreakfastAdultPrice unitBreakfastChildPrice quantity }
    occupations { roomTypeCode adults children babies ages }
  }`;

const STAY_VARIABLES = `$startDate: String!, $duration: Int!, $nights: Int, $language: Language!,
  $adults: Int!, $children: Int!, $babies: Int!, $orderId: ID, $internal: Boolean`;
const STAY_ARGUMENTS = `startDate: $startDate, duration: $duration, nights: $nights, language: $language,
  adults: $adults, children: $children, babies: $babies, orderId: $orderId, internal: $internal,
  distribution: $distribution`;

export const ACCOMMODATION = `query Accommodation(${STAY_VARIABLES}, $code: String,
  $distribution: [RoomDistributionInput!]!) {
  accommodation(${STAY_ARGUMENTS}, code: $code) { ${LIST_FIELDS} }
}`;

export const ACCOMMODATION_DETAIL = `query AccommodationDetail(${STAY_VARIABLES}, $code: String!,
  $distribution: [RoomDistributionInput!]!, $prepackage: PrepackageInput) {
  accommodationDetail(${STAY_ARGUMENTS}, code: $code, prepackage: $prepackage) { ${DETAIL_FIELDS} }
}`;

export const PACKAGES = `query Packages(${STAY_VARIABLES}, $code: String,
  $distribution: [RoomDistributionInput!]!, $prepackage: PrepackageInput!) {
  packages(${STAY_ARGUMENTS}, code: $code, prepackage: $prepackage) {
    code title price lastPlaces nights startDate endDate providerType
    prepackage { id startDate duration } ticketPrice ticketDiscount
  }
}`;

export interface StayAnswer {
  code: string;
  title: string;
  price: number | null;
  lastPlaces: boolean;
  nights: number;
  startDate: string;
  endDate: string;
  providerType: string;
  hotelType: string;
  distanceRange: string;
  hotelPhotos: Array<{ src: string; alt: string }>;
  mainServices: Array<{ code: string; title: string }>;
  checkInTime: string;
  checkOutTime: string;
  prepackage: { id: string; startDate: string; duration: number } | null;
  ticketPrice: number | null;
  ticketDiscount: number | null;
  rooms: Array<{
    index: number;
    source: string;
    price: number;
    breakfastPrice: number;
    breakfastIncluded: boolean;
    solution: Array<{ roomTypeCode: string; lastPlaces: boolean; quantity: number }>;
    stock: Array<{
      date: string;
      allotementId: string;
      availableStock: number;
      eventId: string | null;
    }>;
    occupations: Array<{
      roomTypeCode: string;
      adults: number;
      children: number;
      babies: number;
      ages: number[];
    }>;
    priceLines: Array<{
      roomTypeCode: string;
      date: string;
      priceRoom: number;
      unitBreakfastAdultPrice: number;
      unitBreakfastChildPrice: number;
      quantity: number;
    }>;
  }>;
}

/** A stay for 2 adults, 2 children and a baby in two rooms (the French family). */
export const FAMILY = {
  adults: 2,
  children: 2,
  babies: 1,
  distribution: [
    { adults: 1, children: 2, ages: [8, 1] },
    { adults: 1, children: 1, ages: [11] },
  ],
};

/**
 * The first day from two days ahead, open with the next day also open, both matching `condition`
 * on `p` and `q` (the next day): the first night of a 2-day visit.
 */
export function twoDayStart(db: Database, platform: 'fr' | 'es', condition: SQL = sql`true`) {
  return openDay(
    db,
    platform,
    sql`exists (select 1 from park_days q where q.platform = p.platform and q.date = p.date + 1 and ${condition})`,
  );
}

const STAY = {
  duration: 2,
  language: 'en',
  adults: 2,
  children: 0,
  babies: 0,
  distribution: [{ adults: 2, children: 0, ages: [] }],
};

/** Sends `accommodation` for `variables` on top of a French 2-day stay of 2 adults. */
export function searchStays(
  context: TestContext,
  variables: Record<string, unknown>,
  options: { host?: string; language?: string } = {},
) {
  return context.graphql<{ accommodation: StayAnswer[] }>(
    ACCOMMODATION,
    { ...STAY, ...variables },
    options,
  );
}

/** Sends `accommodationDetail` for `variables` on top of a French 2-day stay of 2 adults. */
export function stayDetail(
  context: TestContext,
  variables: Record<string, unknown>,
  options: { host?: string; language?: string } = {},
) {
  return context.graphql<{ accommodationDetail: StayAnswer | null }>(
    ACCOMMODATION_DETAIL,
    { ...STAY, ...variables },
    options,
  );
}

/** Sends `packages` for `variables` (with their `prepackage`) on top of a French 2-day stay of 2 adults. */
export function searchPackages(
  context: TestContext,
  variables: Record<string, unknown>,
  options: { host?: string; language?: string } = {},
) {
  return context.graphql<{ packages: StayAnswer[] }>(PACKAGES, { ...STAY, ...variables }, options);
}
