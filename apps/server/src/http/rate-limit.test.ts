import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import {
  INIT_ORDER,
  ORDER,
  openDays,
  query,
  SAVE_BASKET,
  SET_LOCKED_STOCK,
} from '../orders/order-flow-fixture.ts';
import { awayFromWindowEnd } from '../test/rate-limit-window.ts';
import { describeEachDatabase, startAppOn, type TestContext } from '../test/test-app.ts';
import { clientKey, countRequest, RATE_LIMITS } from './rate-limit.ts';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

interface Answer {
  status: number;
  retryAfter: string | undefined;
  data: Record<string, unknown> | null;
  error: { message: string; extensions?: { code?: string } } | undefined;
}

/** A GraphQL request from one client address, as its HTTP answer. */
async function send(
  context: TestContext,
  address: string,
  document: string,
  variables: Record<string, unknown> = {},
  language = 'en',
): Promise<Answer> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: address,
    headers: { host: 'localhost', 'accept-language': language },
    payload: { query: document, variables },
  });
  const body = response.json();
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after'] as string | undefined,
    data: body.data ?? null,
    error: body.errors?.[0],
  };
}

async function newOrder(context: TestContext, address: string): Promise<string> {
  const answer = await send(context, address, INIT_ORDER);
  const order = answer.data?.initOrder as { orderId: string } | undefined;
  if (!order) throw new Error(`initOrder failed: ${JSON.stringify(answer)}`);
  return order.orderId;
}

let addresses = 0;
/** A client address of its own for each test: the file shares one database. */
const anAddress = () => `198.51.100.${++addresses}`;

describeEachDatabase('rate limits per client address', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });

  it('never stop a family: 3 orders, 30 holds of 6 places, 60 look-ups in a minute', async () => {
    const family = anAddress();
    await awayFromWindowEnd(context(), 'orderLookup', 20);
    const date = days[0] as string;
    const orders = [
      await newOrder(context(), family),
      await newOrder(context(), family),
      await newOrder(context(), family),
    ];

    const answers: Answer[] = [];
    for (let choice = 0; choice < 30; choice++) {
      const orderId = orders[choice % 3];
      const hold = { orderId, service: 'TICKET', code: 'FR-D1', startDate: date, quantity: 6 };
      answers.push(await send(context(), family, SET_LOCKED_STOCK, { data: hold }));
      answers.push(await send(context(), family, ORDER, { orderId }));
      answers.push(await send(context(), family, ORDER, { orderId }));
    }
    const basket = {
      language: 'en',
      group: { adults: 4, children: 2, babies: 1 },
      startDate: date,
      duration: 1,
      offerCode: 'FR-D1',
    };
    answers.push(await send(context(), family, SAVE_BASKET, { orderId: orders[2], basket }));

    expect(answers.filter((answer) => answer.status !== 200 || answer.error)).toEqual([]);
    expect(answers[0]?.data).toMatchObject({ setLockedStock: { success: true } });
  });

  it('keep one address from hoarding the seats of a show session', async () => {
    const hoarder = anAddress();
    // 50 orders and their holds must all count in one window: start with a minute to spare.
    await awayFromWindowEnd(context(), 'heldPlaces', 60);
    const [show] = await query<{ id: number; date: string }>(
      context(),
      sql`select id::int as id, to_char(date, 'YYYY-MM-DD') as date from stock
          where platform = 'fr' and product = 'SHOW' and category = 'LVL3'
            and date > current_date + 1
          order by date desc limit 1`,
    );
    if (!show) throw new Error('No show session in the seeded catalogue');
    const seats = (orderId: string) => ({
      data: {
        orderId,
        service: 'EVENT',
        code: 'FR-NS',
        startDate: show.date,
        eventDate: show.date,
        seating: 'LVL3',
        quantity: 40,
      },
    });

    // 50 orders of the largest group, all at once: 2,000 seats, as the measured script asked.
    const orders = await Promise.all(
      Array.from({ length: 50 }, () => newOrder(context(), hoarder)),
    );
    const answers = await Promise.all(
      orders.map((orderId) => send(context(), hoarder, SET_LOCKED_STOCK, seats(orderId), 'fr')),
    );

    const held = answers.filter((answer) => answer.status === 200);
    expect(held).toHaveLength(RATE_LIMITS.heldPlaces.max / 40);
    expect(held.map((answer) => answer.data?.setLockedStock)).toEqual(
      held.map(() => expect.objectContaining({ success: true })),
    );
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(50 - held.length);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        status: 429,
        data: null,
        error: {
          message:
            'Trop de demandes venant de votre connexion. Veuillez patienter quelques minutes avant de réessayer.',
          extensions: { code: 'RATE_LIMITED' },
        },
      });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(RATE_LIMITS.heldPlaces.windowSeconds);
    }
    const [stock] = await query<{ held: number }>(
      context(),
      sql`select coalesce(sum(quantity), 0)::int as held from stock_holds
          where stock_id = ${show.id} and expires_at > now()`,
    );
    expect(stock?.held).toBe(RATE_LIMITS.heldPlaces.max);

    // Another address is not held back by this one.
    const neighbour = anAddress();
    const orderId = await newOrder(context(), neighbour);
    expect(await send(context(), neighbour, SET_LOCKED_STOCK, seats(orderId))).toMatchObject({
      status: 200,
      data: { setLockedStock: { success: true } },
    });
  }, 120_000);

  it('make guessing order ids pointless: 429 once an address asked for too many', async () => {
    const guesser = anAddress();
    await awayFromWindowEnd(context(), 'orderLookup', 20);
    const { max } = RATE_LIMITS.orderLookup;

    const answers: Answer[] = [];
    for (let guess = 0; guess < max + 10; guess++) {
      answers.push(await send(context(), guesser, ORDER, { orderId: randomUUID() }, 'es'));
    }

    expect(answers.slice(0, max).every((answer) => answer.status === 200)).toBe(true);
    expect(answers.slice(0, max).every((answer) => answer.data?.order === null)).toBe(true);
    for (const answer of answers.slice(max)) {
      // `order` is nullable: Mercurius alone would answer 200 beside the partial data.
      expect(answer).toMatchObject({
        status: 429,
        data: { order: null },
        error: {
          message:
            'Demasiadas solicitudes desde su conexión. Espere unos minutos antes de volver a intentarlo.',
          extensions: { code: 'RATE_LIMITED' },
        },
      });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
    }
  });

  it('count in the database, so that they hold across server processes', async () => {
    const client = anAddress();
    await awayFromWindowEnd(context(), 'orderCreation', 30);
    const { database } = context();
    const url = database.kind === 'postgres' ? process.env.DATABASE_URL : undefined;
    // On PostgreSQL the other process has connections of its own; PGlite has one process only.
    const otherDatabase = url ? await openDatabase({ url }) : database;
    const other = await startAppOn(otherDatabase);
    try {
      const { max } = RATE_LIMITS.orderCreation;
      await countRequest(database.db, 'orderCreation', client, max - 1);

      const last = await send(context(), client, INIT_ORDER);
      const oneTooMany = await send(other, client, INIT_ORDER);

      expect(last).toMatchObject({ status: 200, data: { initOrder: expect.any(Object) } });
      expect(oneTooMany).toMatchObject({
        status: 429,
        data: null,
        error: { extensions: { code: 'RATE_LIMITED' } },
      });
      expect(await send(other, anAddress(), INIT_ORDER)).toMatchObject({ status: 200 });
    } finally {
      await other.app.close();
      if (otherDatabase !== database) await otherDatabase.close();
    }
  });
});
