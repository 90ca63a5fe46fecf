import type { APIRequestContext } from '@playwright/test';

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
