import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { invalidateAvailability } from '../catalog/availability-cache.ts';
import { showDay } from '../catalog/catalog-test-data.ts';
import {
  holdTickets,
  INIT_ORDER,
  initOrder,
  ORDER,
  openDays,
  parkStock,
  query,
} from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';

const OFFERS = `query Offers($startDate: String!) {
  offers(language: en, adults: 2, children: 1, startDate: $startDate, duration: 1, track: date) {
    code status stock { date availableStock }
  }
}`;

const SHOW_TITLES = `query Titles {
  calendarEntries(yearRange: 1) { dates { date events { title } } }
}`;

const PLATFORM = '{ platform { code } }';

interface OffersAnswer {
  data: { offers: Array<{ code: string; stock: Array<{ date: string; availableStock: number }> }> };
}

describeEachDatabase('catalogue response cache', (context) => {
  /** Posts to /graphql as a browser would, keeping the answer's bytes and its cache header. */
  const post = async (
    document: string,
    variables: Record<string, unknown> = {},
    options: { host?: string; language?: string } = {},
  ) => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: options.host ?? 'localhost', 'accept-language': options.language ?? 'en' },
      payload: { query: document, variables },
    });
    return {
      status: response.statusCode,
      body: response.body,
      cache: response.headers['x-cache'],
      contentType: response.headers['content-type'],
      frameOptions: response.headers['x-frame-options'],
    };
  };
  const ticketPlacesLeft = (body: string) =>
    (JSON.parse(body) as OffersAnswer).data.offers.find((offer) => offer.code === 'FR-D1')?.stock[0]
      ?.availableStock;

  let days: string[] = [];
  const day = (index: number) => {
    const date = days[index];
    if (!date) throw new Error(`No open day number ${index}`);
    return date;
  };
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
    // The first catalogue read of a process loads the whole catalogue; later ones take milliseconds.
    await post(OFFERS, { startDate: day(0) });
  });
  // Each test starts from a fresh snapshot, far from the end of its one second of life.
  beforeEach(() => invalidateAvailability());

  it('serves a second identical offers query from the stored answer, with the same headers', async () => {
    const first = await post(OFFERS, { startDate: day(1) });
    const second = await post(OFFERS, { startDate: day(1) });

    expect(first.cache).toBeUndefined();
    expect(second).toEqual({ ...first, cache: 'hit' });
    expect(second.contentType).toBe('application/json; charset=utf-8');
    expect(second.frameOptions).toBe('DENY');
  });

  it('keeps answering from the stored answer while the snapshot lives, and stops when it is invalidated', async () => {
    const before = await post(OFFERS, { startDate: day(2) });
    const stock = await parkStock(context(), day(2));
    await query(context(), sql`update stock set sold = sold + 7 where id = ${stock.id}`);

    const cached = await post(OFFERS, { startDate: day(2) });
    invalidateAvailability();
    const fresh = await post(OFFERS, { startDate: day(2) });

    expect(cached).toEqual({ ...before, cache: 'hit' });
    expect(fresh.cache).toBeUndefined();
    expect(ticketPlacesLeft(fresh.body)).toBe((ticketPlacesLeft(before.body) ?? 0) - 7);
  });

  it('shows the places taken by a hold in the very next offers answer', async () => {
    await post(OFFERS, { startDate: day(3) });
    const before = await post(OFFERS, { startDate: day(3) });
    const { orderId } = await initOrder(context());

    expect(await holdTickets(context(), { orderId, date: day(3), quantity: 3 })).toMatchObject({
      success: true,
    });
    const after = await post(OFFERS, { startDate: day(3) });

    expect(before.cache).toBe('hit');
    expect(after.cache).toBeUndefined();
    expect(ticketPlacesLeft(after.body)).toBe((ticketPlacesLeft(before.body) ?? 0) - 3);
  });

  it('never keeps the answer of a mutation', async () => {
    const first = await post(INIT_ORDER);
    const second = await post(INIT_ORDER);

    expect([first.cache, second.cache]).toEqual([undefined, undefined]);
    expect(second.body).not.toBe(first.body);
  });

  it('never keeps the order query, alone or beside catalogue fields', async () => {
    const { orderId } = await initOrder(context());
    const mixed = `query ($orderId: ID!) { platform { code } order(orderId: $orderId) { orderId } }`;

    await post(ORDER, { orderId });
    await post(mixed, { orderId });
    const order = await post(ORDER, { orderId });
    const both = await post(mixed, { orderId });

    expect([order.cache, both.cache]).toEqual([undefined, undefined]);
    expect(order.body).toContain(orderId);
  });

  it('never keeps an answer with errors', async () => {
    await post(OFFERS, { startDate: 'not a date' });
    const again = await post(OFFERS, { startDate: 'not a date' });

    expect(again.cache).toBeUndefined();
    expect(JSON.parse(again.body).errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
  });

  it('keeps one answer per language of the request', async () => {
    const show = await showDay(context().database.db, 'fr');
    const titleOn = (body: string) =>
      (
        JSON.parse(body) as {
          data: {
            calendarEntries: Array<{ dates: Array<{ date: string; events: { title: string }[] }> }>;
          };
        }
      ).data.calendarEntries[0]?.dates.find((date) => date.date === show.date)?.events[0]?.title;

    const french = await post(SHOW_TITLES, {}, { language: 'fr' });
    const english = await post(SHOW_TITLES, {}, { language: 'en' });
    const frenchAgain = await post(SHOW_TITLES, {}, { language: 'fr' });

    expect(english.cache).toBeUndefined();
    expect(titleOn(english.body)).not.toBe(titleOn(french.body));
    expect(frenchAgain).toEqual({ ...french, cache: 'hit' });
  });

  it('keeps one answer per platform of the request host', async () => {
    const french = await post(PLATFORM);
    const spanish = await post(PLATFORM, {}, { host: 'es.localhost' });
    const spanishAgain = await post(PLATFORM, {}, { host: 'es.localhost' });

    expect(JSON.parse(french.body)).toEqual({ data: { platform: { code: 'fr' } } });
    expect(spanish.cache).toBeUndefined();
    expect(JSON.parse(spanish.body)).toEqual({ data: { platform: { code: 'es' } } });
    expect(spanishAgain).toEqual({ ...spanish, cache: 'hit' });
  });
});
