import { addDays } from '@sesame/domain/dates/calendar-days';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  CREATE_SHOPPING_CART,
  CUSTOMER,
  holdsOf,
  initOrder,
  type LockResult,
  query,
  SET_LOCKED_STOCK,
  saveBasket,
} from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import { invalidateAvailability } from './availability-cache.ts';
import { openDay } from './catalog-test-data.ts';

const ES = { host: 'es.localhost' };
const POSADA = 'RECEPCION_REAL';

const ACTIVITY_OFFER = `query Activity($language: Language, $adults: Int!, $children: Int!, $startDate: String!, $purchaseDate: String, $duration: Int, $code: String) {
  offer(language: $language, adults: $adults, children: $children, startDate: $startDate, purchaseDate: $purchaseDate, duration: $duration, code: $code) {
    ... on ActivityOffer {
      code name description tags available places
      stock { date session availableStock stockCode valid childUnitPrice totalPrice }
    }
  }
}`;

interface ActivityAnswer {
  code: string;
  name: string;
  tags: string[];
  available: boolean;
  places: number;
  stock: Array<{
    date: string;
    session: string;
    availableStock: number;
    stockCode: string;
    valid: boolean;
    childUnitPrice: number;
    totalPrice: number;
  }>;
}

describeEachDatabase('the Christmas activity (offer, ACTIVITY holds, basket lines)', (ctx) => {
  const db = () => ctx().database.db;
  let christmas: string;
  let regularDay: string;
  beforeAll(async () => {
    christmas = (await openDay(db(), 'es', sql`p.season = 'P'`)).date;
    regularDay = (await openDay(db(), 'es', sql`p.season <> 'P'`)).date;
  });

  const activity = (variables: Record<string, unknown>, options: { host?: string } = ES) =>
    ctx().graphql<{ offer: ActivityAnswer | null }>(
      ACTIVITY_OFFER,
      { language: 'es', adults: 2, children: 2, ...variables },
      options,
    );

  const hold = async (
    orderId: string,
    fields: {
      service?: string;
      code?: string;
      startDate: string;
      session?: string;
      quantity: number;
    },
  ) => {
    const response = await ctx().graphql<{ setLockedStock: LockResult }>(
      SET_LOCKED_STOCK,
      {
        data: {
          orderId,
          service: 'ACTIVITY',
          code: POSADA,
          duration: 1,
          ...fields,
        },
      },
      { ...ES, language: 'en' },
    );
    const result = response.data?.setLockedStock;
    if (!result) throw new Error(`setLockedStock failed: ${JSON.stringify(response.errors)}`);
    return result;
  };

  /** A Christmas visit of 2 adults and 2 children with the tickets held. */
  const christmasOrder = async (children = 2) => {
    const { orderId } = await initOrder(ctx(), ES.host);
    expect(
      await hold(orderId, {
        service: 'TICKET',
        code: 'ES-XMAS',
        startDate: christmas,
        quantity: 2 + children,
      }),
    ).toMatchObject({ success: true });
    return orderId;
  };

  const christmasBasket = (fields: Record<string, unknown> = {}) => ({
    language: 'es',
    group: { adults: 2, children: 2, babies: 1 },
    startDate: christmas,
    duration: 1,
    offerCode: 'ES-XMAS',
    ...fields,
  });

  const posadaSlot = (session: string, fields: Record<string, unknown> = {}) => ({
    code: POSADA,
    dates: [christmas],
    session,
    quantity: 2,
    ...fields,
  });

  const slotLeft = async (session: string) => {
    invalidateAvailability();
    const { data } = await activity({ startDate: christmas });
    return data?.offer?.stock.find((slot) => slot.session === session)?.availableStock;
  };

  it("gives La Posada's 36 slots of a Christmas day, 25 children each, included in the ticket", async () => {
    const { data, errors } = await activity({ startDate: christmas, code: undefined });
    expect(errors).toBeUndefined();
    const offer = data?.offer;
    expect(offer).toMatchObject({
      code: POSADA,
      name: 'La Posada de los Reyes Magos',
      tags: ['ACTIVITY'],
      available: true,
      places: 2,
    });
    expect(offer?.stock).toHaveLength(36);
    expect(offer?.stock[0]).toEqual({
      date: christmas,
      session: '10:30',
      availableStock: 25,
      stockCode: `${POSADA}-${christmas}-10:30`,
      valid: true,
      childUnitPrice: 0,
      totalPrice: 0,
    });
    expect(offer?.stock.at(-1)?.session).toBe('19:15');
  });

  it('has no slot on a day outside Christmas, and no activity on the French platform', async () => {
    const regular = await activity({ startDate: regularDay });
    expect(regular.data?.offer).toMatchObject({ available: false, stock: [] });

    const french = await activity({ startDate: christmas }, {});
    expect(french.errors).toBeUndefined();
    expect(french.data?.offer).toBeNull();
  });

  it('fits no slot for a group without children', async () => {
    const { data } = await activity({ startDate: christmas, children: 0 });
    expect(data?.offer).toMatchObject({ available: false, places: 0 });
    expect(data?.offer?.stock.every((slot) => !slot.valid)).toBe(true);
  });

  it('answers bad input with INVALID_INPUT', async () => {
    for (const bad of [
      { startDate: '2026-02-30' },
      { children: -1 },
      { adults: 0, children: 0 },
      { duration: 0 },
    ]) {
      const response = await activity({ startDate: christmas, ...bad });
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT' });
    }
  });

  it('holds a slot for the children, a new slot replacing the one held', async () => {
    const orderId = await christmasOrder();
    const before = await slotLeft('11:00');

    expect(
      await hold(orderId, { startDate: christmas, session: '11:00', quantity: 2 }),
    ).toMatchObject({ success: true });
    expect(await slotLeft('11:00')).toBe((before ?? 0) - 2);

    expect(
      await hold(orderId, { startDate: christmas, session: '11:15', quantity: 2 }),
    ).toMatchObject({ success: true });
    expect(await slotLeft('11:00')).toBe(before);
    const activityHolds = (await holdsOf(ctx(), orderId)).filter((h) => h.service === 'ACTIVITY');
    expect(activityHolds).toEqual([
      expect.objectContaining({ hold_key: `ACTIVITY:${POSADA}`, quantity: 2 }),
    ]);
  });

  it('refuses a slot for more children than are left, and a slot that is not sold', async () => {
    const orderId = await christmasOrder();
    const [row] = await query<{ id: number }>(
      ctx(),
      sql`select id::int as id from stock where platform = 'es' and product = ${POSADA}
          and date = ${christmas} and session = '12:00'`,
    );
    if (!row) throw new Error('No 12:00 slot');
    await db().execute(sql`update stock set sold = 24 where id = ${row.id}`);
    try {
      expect(await hold(orderId, { startDate: christmas, session: '12:00', quantity: 2 })).toEqual({
        success: false,
        code: 'SOLD_OUT',
        message: expect.any(String),
        expiresAt: null,
      });
    } finally {
      await db().execute(sql`update stock set sold = 0 where id = ${row.id}`);
    }
    for (const unsold of [
      { startDate: regularDay, session: '12:00' },
      { startDate: christmas, session: '12:05' },
      { startDate: christmas, session: '20:00' },
      { startDate: christmas },
    ]) {
      expect(await hold(orderId, { ...unsold, quantity: 2 })).toMatchObject({
        success: false,
        code: 'OFFER_UNAVAILABLE',
      });
    }
    expect((await holdsOf(ctx(), orderId)).some((h) => h.service === 'ACTIVITY')).toBe(false);
  });

  it('prices the slot in the basket for the children, and the cart is opened on its places', async () => {
    const orderId = await christmasOrder();
    expect(
      await hold(orderId, { startDate: christmas, session: '16:30', quantity: 2 }),
    ).toMatchObject({ success: true });
    const saved = await saveBasket(
      ctx(),
      orderId,
      christmasBasket({ complementaries: [posadaSlot('16:30')] }),
      ES,
    );
    expect(saved).toMatchObject({ success: true });
    // catalogue.md §7.2: ES-XMAS 38 / 29 €, La Posada included.
    expect(saved.lines).toEqual([
      expect.objectContaining({ code: 'ES-XMAS', adults: 2, children: 2, totalPrice: 13_400 }),
      {
        kind: 'activity',
        code: POSADA,
        label: 'La Posada de los Reyes Magos · 16:30',
        date: christmas,
        adults: 0,
        children: 2,
        quantity: 2,
        adultUnitPrice: 0,
        childUnitPrice: 0,
        totalPrice: 0,
      },
    ]);
    expect(saved.total).toBe(13_400);
    const cart = await ctx().graphql<{ createShoppingCart: { success: boolean; total: number } }>(
      CREATE_SHOPPING_CART,
      { orderId, customer: CUSTOMER },
      ES,
    );
    expect(cart.data?.createShoppingCart).toMatchObject({ success: true, total: 13_400 });
  });

  it('refuses a basket whose slot does not belong to it, and saves nothing', async () => {
    const orderId = await christmasOrder();
    const refused = [
      // no child in the group (readings.md §2)
      christmasBasket({
        group: { adults: 2, children: 0, babies: 1 },
        complementaries: [posadaSlot('10:30', { quantity: 1 })],
      }),
      // a slot for more children than the group has, or fewer
      christmasBasket({ complementaries: [posadaSlot('10:30', { quantity: 3 })] }),
      christmasBasket({ complementaries: [posadaSlot('10:30', { quantity: 1 })] }),
      // a day that is not the visit's, or not a Christmas day
      christmasBasket({
        complementaries: [posadaSlot('10:30', { dates: [addDays(christmas, 1)] })],
      }),
      christmasBasket({
        offerCode: 'ES-D1',
        startDate: regularDay,
        complementaries: [posadaSlot('10:30', { dates: [regularDay] })],
      }),
      // no slot, a slot that does not exist, two slots
      christmasBasket({ complementaries: [posadaSlot('10:30', { session: null })] }),
      christmasBasket({ complementaries: [posadaSlot('10:35')] }),
      christmasBasket({ complementaries: [posadaSlot('10:30'), posadaSlot('10:45')] }),
    ];
    for (const contents of refused) {
      expect(await saveBasket(ctx(), orderId, contents, { ...ES, language: 'en' })).toMatchObject({
        success: false,
        code: 'OFFER_UNAVAILABLE',
        lines: [],
      });
    }
    const [order] = await query<{ total_cents: number | null }>(
      ctx(),
      sql`select total_cents from orders where id = ${orderId}`,
    );
    expect(order?.total_cents ?? null).toBeNull();
  });

  it('answers a slot time that is no time with INVALID_INPUT', async () => {
    const orderId = await christmasOrder();
    const response = await ctx().graphql(
      `mutation ($orderId: ID!, $basket: BasketInput!) { saveBasket(orderId: $orderId, basket: $basket) { success } }`,
      { orderId, basket: christmasBasket({ complementaries: [posadaSlot('tea time')] }) },
      ES,
    );
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
