import type { APIRequestContext } from '@playwright/test';
import { MAX_GROUP_PLACES } from '@sesame/domain/validation/limits';

/**
 * Reads through the public GraphQL API what a test needs to check after the browser is done.
 * `request` is the test's own, on the server of its base URL; its calls show in the trace.
 */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface OrderStatus {
  status: string;
  total: number | null;
  shortOrderId: string;
  lines: Array<{
    code: string;
    date: string | null;
    quantity: number;
    adultUnitPrice: number;
    totalPrice: number;
  }>;
}

export async function orderStatus(
  request: APIRequestContext,
  orderId: string,
): Promise<OrderStatus> {
  const data = await graphql<{ order: OrderStatus | null }>(
    request,
    'query ($orderId: ID!) { order(orderId: $orderId) { status total shortOrderId lines { code date quantity adultUnitPrice totalPrice } } }',
    { orderId },
  );
  if (!data.order) throw new Error(`Order ${orderId} not found`);
  return data.order;
}

/** Places left for a day ticket on a date, as the offers list shows them to a group of one. */
export async function parkPlacesLeft(
  request: APIRequestContext,
  offerCode: string,
  date: string,
): Promise<number> {
  const data = await graphql<{
    offers: Array<{ code: string; stock: Array<{ date: string; availableStock: number }> }>;
  }>(
    request,
    `query ($startDate: String!) {
      offers(language: en, adults: 1, children: 0, startDate: $startDate, duration: 1, track: date) {
        code stock { date availableStock }
      }
    }`,
    { startDate: date },
  );
  const offer = data.offers.find((candidate) => candidate.code === offerCode);
  const stock = offer?.stock.find((entry) => entry.date === date);
  if (!stock) throw new Error(`No stock for ${offerCode} on ${date}`);
  return stock.availableStock;
}

interface OfferOfTheDay {
  code: string;
  price: { adultUnitPrice: number };
  stock: Array<{ date: string; availableStock: number; seating: string | null }>;
}

/** An offer of the list on a date, priced for `adults` adults, with its stock rows. */
export async function offerOn(
  request: APIRequestContext,
  offerCode: string,
  date: string,
  adults: number,
): Promise<OfferOfTheDay> {
  const data = await graphql<{ offers: OfferOfTheDay[] }>(
    request,
    `query ($startDate: String!, $adults: Int!) {
      offers(language: en, adults: $adults, children: 0, startDate: $startDate, duration: 1, track: date) {
        code price { adultUnitPrice } stock { date availableStock seating }
      }
    }`,
    { startDate: date, adults },
  );
  const offer = data.offers.find((candidate) => candidate.code === offerCode);
  if (!offer) throw new Error(`No offer ${offerCode} on ${date}`);
  return offer;
}

/** Seats left in one category at the show of a date, as the offers list shows them. */
export async function showSeatsLeft(
  request: APIRequestContext,
  offerCode: string,
  date: string,
  seating: 'LVL1' | 'LVL2' | 'LVL3',
): Promise<number> {
  const offer = await offerOn(request, offerCode, date, 1);
  const stock = offer.stock.find((entry) => entry.date === date && entry.seating === seating);
  if (!stock) throw new Error(`No ${seating} seats for ${offerCode} on ${date}`);
  return stock.availableStock;
}

/** What Silver (LVL2) and Golden Square (LVL3) add per person to a Bronze seat, in cents. */
export async function seatSupplements(
  request: APIRequestContext,
  date: string,
): Promise<{ SEATING_LVL2: number; SEATING_LVL3: number }> {
  const data = await graphql<{ defaultPrices: { SEATING_LVL2: number; SEATING_LVL3: number } }>(
    request,
    'query ($startDate: String!) { defaultPrices(startDate: $startDate) { SEATING_LVL2 SEATING_LVL3 } }',
    { startDate: date },
  );
  return data.defaultPrices;
}

interface CalendarDay {
  startDate: string;
  available: boolean;
  showDay: boolean;
}

/** The days of the coming year the duration calendar offers a group of `groupLength`. */
async function calendarDays(
  request: APIRequestContext,
  groupLength: number,
): Promise<CalendarDay[]> {
  const today = new Date().toISOString().slice(0, 10);
  const data = await graphql<{ offerCalendar: { dateList: CalendarDay[] } }>(
    request,
    `query ($today: String!, $groupLength: Int!) {
      offerCalendar(groupLength: $groupLength, duration: 1, startDate: $today, nbMonth: 12) {
        dateList { startDate available showDay }
      }
    }`,
    { today, groupLength },
  );
  return data.offerCalendar.dateList;
}

/** The first day a group can visit, as the duration calendar offers it first. */
export async function firstBookableDay(
  request: APIRequestContext,
  groupLength: number,
): Promise<string> {
  const day = (await calendarDays(request, groupLength)).find((entry) => entry.available);
  if (!day) throw new Error('The demo catalogue has no bookable day in the coming year');
  return day.startDate;
}

/** The days a group can visit, in order, as the duration calendar offers them. */
export async function bookableDays(
  request: APIRequestContext,
  groupLength: number,
): Promise<string[]> {
  return (await calendarDays(request, groupLength))
    .filter((entry) => entry.available)
    .map((entry) => entry.startDate);
}

/** The first day a group can visit on which an offer's adult ticket costs `adultUnitPrice` (a tier). */
export async function firstDayAtPrice(
  request: APIRequestContext,
  groupLength: number,
  offerCode: string,
  adultUnitPrice: number,
): Promise<string> {
  const days = (await calendarDays(request, groupLength)).filter((entry) => entry.available);
  for (const { startDate } of days) {
    const offer = await offerOn(request, offerCode, startDate, groupLength).catch(() => null);
    if (offer?.price.adultUnitPrice === adultUnitPrice) return startDate;
  }
  throw new Error(`No day in the coming year sells ${offerCode} at ${adultUnitPrice}`);
}

/** The first night the show plays that the calendar offers a group. */
export async function firstShowDay(
  request: APIRequestContext,
  groupLength: number,
): Promise<string> {
  const days = await calendarDays(request, groupLength);
  const day = days.find((entry) => entry.available && entry.showDay);
  if (!day) throw new Error('The demo catalogue has no show night in the coming year');
  return day.startDate;
}

export interface PassOfTheVisit {
  code: string;
  name: string;
  availableStock: number;
  totalPrice: number;
}

/** The passes (PE and PGE) of a one-day visit on `date` for `adults` adults, as the pass step shows them. */
export async function passesOn(
  request: APIRequestContext,
  date: string,
  adults: number,
): Promise<PassOfTheVisit[]> {
  const data = await graphql<{ complementaryOffers: PassOfTheVisit[] }>(
    request,
    `query ($startDate: String!, $adults: Int!) {
      complementaryOffers(language: fr, adults: $adults, children: 0, startDate: $startDate, duration: 1, code: "PE") {
        code name availableStock totalPrice
      }
    }`,
    { startDate: date, adults },
  );
  return data.complementaryOffers;
}

export interface PosadaSlot {
  session: string;
  availableStock: number;
  totalPrice: number;
}

/** La Posada's slots of a one-day visit on `date` (es platform) for `children` children. */
export async function posadaSlotsOn(
  request: APIRequestContext,
  date: string,
  children: number,
): Promise<PosadaSlot[]> {
  const data = await graphql<{ offer: { stock: PosadaSlot[] } | null }>(
    request,
    `query ($startDate: String!, $children: Int!) {
      offer(language: es, adults: 2, children: $children, startDate: $startDate, duration: 1) {
        ... on ActivityOffer { stock { session availableStock totalPrice } }
      }
    }`,
    { startDate: date, children },
  );
  return data.offer?.stock ?? [];
}

/** The first day the calendar offers a group that has La Posada's slots (a Christmas day, es). */
export async function firstChristmasDay(
  request: APIRequestContext,
  groupLength: number,
): Promise<string> {
  for (const day of await calendarDays(request, groupLength)) {
    if (!day.available) continue;
    if ((await posadaSlotsOn(request, day.startDate, 1)).length > 0) return day.startDate;
  }
  throw new Error('The demo catalogue has no Christmas day in the coming year');
}

/**
 * What an offer costs a group of `adults` from its cheapest day on sale, as the offers step of
 * track offer lists it before any date is chosen (readings.md §11).
 */
export async function offerFrom(
  request: APIRequestContext,
  offerCode: string,
  adults: number,
): Promise<{ code: string; price: { adultUnitPrice: number; totalPrice: number } }> {
  const data = await graphql<{
    offersByGroup: Array<{ code: string; price: { adultUnitPrice: number; totalPrice: number } }>;
  }>(
    request,
    `query ($adults: Int!) {
      offersByGroup(language: fr, adults: $adults, children: 0) {
        code price { adultUnitPrice totalPrice }
      }
    }`,
    { adults },
  );
  const offer = data.offersByGroup.find((candidate) => candidate.code === offerCode);
  if (!offer) throw new Error(`No offer ${offerCode} on sale`);
  return offer;
}

export interface SittingOfTheDay {
  serviceTime: string;
  mealType: 'lunch' | 'dinner';
  stock: number;
  eventId: string;
}

export interface RestaurantOfTheDay {
  title: string;
  menus: Array<{
    code: string;
    mainAdultMenu: boolean;
    mainChildrenMenu: boolean;
    pricePerPerson: number;
  }>;
  services: SittingOfTheDay[];
}

/** A restaurant's menus and sittings on `date`, as its page shows them to a group of one. */
export async function restaurantOn(
  request: APIRequestContext,
  code: string,
  date: string,
): Promise<RestaurantOfTheDay> {
  const data = await graphql<{ restaurant: RestaurantOfTheDay | null }>(
    request,
    `query ($code: String!, $date: String!) {
      restaurant(code: $code, date: $date, adults: 1, children: 0, language: fr) {
        title
        menus { code mainAdultMenu mainChildrenMenu pricePerPerson }
        services { serviceTime mealType stock eventId }
      }
    }`,
    { code, date },
  );
  if (!data.restaurant) throw new Error(`${code} serves no meal on ${date}`);
  return data.restaurant;
}

/**
 * Other visitors take every cover of a sitting but `left`: orders of their own hold them, each
 * at most a group's worth (the server bounds what one order holds on a row).
 */
export async function takeCovers(
  request: APIRequestContext,
  sitting: { eventId: string; date: string; stock: number },
  left: number,
): Promise<void> {
  for (let covers = sitting.stock - left; covers > 0; ) {
    const { initOrder } = await graphql<{ initOrder: { orderId: string } }>(
      request,
      'mutation { initOrder { orderId } }',
    );
    const quantity = Math.min(covers, MAX_GROUP_PLACES);
    const { setLockedStock } = await graphql<{
      setLockedStock: { success: boolean; code: string };
    }>(
      request,
      `mutation ($data: LockedStockData!) { setLockedStock(lockedStockData: $data) { success code } }`,
      {
        data: {
          orderId: initOrder.orderId,
          service: 'RESTAURANT',
          code: sitting.eventId,
          startDate: sitting.date,
          quantity,
        },
      },
    );
    if (!setLockedStock.success) throw new Error(`Covers not taken: ${setLockedStock.code}`);
    covers -= quantity;
  }
}

/**
 * A day, as the calendar offers them, on which a group can visit two days with `offerCode` (a
 * 2-day ticket or a package): the first, or the one after `skip` others.
 */
export async function twoDayVisit(
  request: APIRequestContext,
  offerCode: string,
  group: { adults: number; children: number },
  skip = 0,
): Promise<string> {
  let skipped = 0;
  for (const day of await bookableDays(request, group.adults + group.children)) {
    const { offers } = await graphql<{ offers: Array<{ code: string }> }>(
      request,
      `query ($startDate: String!, $adults: Int!, $children: Int!) {
        offers(language: fr, adults: $adults, children: $children, startDate: $startDate, duration: 2, track: date) { code }
      }`,
      { startDate: day, adults: group.adults, children: group.children },
    );
    if (!offers.some((offer) => offer.code === offerCode)) continue;
    if (skipped === skip) return day;
    skipped++;
  }
  throw new Error(`Fewer than ${skip + 1} days with ${offerCode} in the coming year`);
}

/**
 * What the list's cards price each hotel at for a 2-day visit of `adults` adults in one room (its
 * cheapest solution, breakfast aside), by code.
 */
export async function listedPrices(
  request: APIRequestContext,
  startDate: string,
  adults: number,
): Promise<Map<string, number | null>> {
  const { accommodation } = await graphql<{
    accommodation: Array<{ code: string; price: number | null }>;
  }>(
    request,
    `query ($startDate: String!, $adults: Int!, $children: Int!, $babies: Int!, $distribution: [RoomDistributionInput!]!) {
      accommodation(startDate: $startDate, duration: 2, language: fr, adults: $adults, children: $children, babies: $babies, distribution: $distribution) { code price }
    }`,
    {
      startDate,
      adults,
      children: 0,
      babies: 0,
      distribution: [{ adults, children: 0, ages: [] }],
    },
  );
  return new Map(accommodation.map((hotel) => [hotel.code, hotel.price]));
}
