import type { APIRequest, APIRequestContext } from '@playwright/test';

/** The API of the Spanish platform: Node resolves no *.localhost name, so localhost with its host. */
export async function spanishApi(apiRequest: APIRequest): Promise<APIRequestContext> {
  const origin = new URL(process.env.SESAME_E2E_URL ?? '');
  return apiRequest.newContext({
    baseURL: origin.origin,
    extraHTTPHeaders: { host: `es.localhost:${origin.port}` },
  });
}

/**
 * Every test reaches the server from one address, which a visitor has to themselves: the suite as
 * a whole can meet a per-address limit (120 order look-ups a minute) that no test meets alone.
 * The test's own calls then wait for the window to pass, as a visitor would.
 */
const RATE_LIMIT_RETRY_MS = 5_000;
const RATE_LIMIT_WAIT_MS = 90_000;

/**
 * Reads through the public GraphQL API what a test needs to check after the browser is done.
 * `request` is the test's own, on the server of its base URL; its calls show in the trace.
 */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const deadline = Date.now() + RATE_LIMIT_WAIT_MS;
  for (;;) {
    const response = await request.post('/graphql', { data: { query, variables } });
    const body = (await response.json()) as {
      data?: T;
      errors?: Array<{ extensions?: { code?: string } }>;
    };
    const limited = body.errors?.some((error) => error.extensions?.code === 'RATE_LIMITED');
    if (limited && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_RETRY_MS));
      continue;
    }
    if (body.errors || !body.data) {
      throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    }
    return body.data;
  }
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
