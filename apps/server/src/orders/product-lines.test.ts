import { cents } from '@sesame/domain/money/cents';
import { priceTicket } from '@sesame/domain/pricing/ticket-price';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { startTestApp, type TestContext, testDatabases } from '../test/test-app.ts';
import {
  basket,
  holdTickets,
  initOrder,
  openDays,
  query,
  SET_LOCKED_STOCK,
  saveBasket,
} from './order-flow-fixture.ts';
import { basketLine, type PricedLine, type ProductLine, placesPerRow } from './product-lines.ts';

/** A product no capability sells yet: a kayak trip, 12 € an adult and 8 € a child, per day. */
const KAYAK = 'KAYAK';

async function kayakRow(db: Database, platform: string, date: string) {
  const { rows } = await db.execute<{ id: number }>(
    sql`select id::int as id from stock
        where platform = ${platform} and product = ${KAYAK} and date = ${date}`,
  );
  return rows[0] ? { stockId: rows[0].id, label: `${KAYAK}-${date}` } : null;
}

const kayak: ProductLine = {
  kind: 'kayak',
  service: 'PASS',
  async stock(db, platform, request) {
    if (request.code !== KAYAK) return null;
    const row = await kayakRow(db, platform, request.startDate);
    return row && [row];
  },
  async lines(db, platform, order) {
    const lines: PricedLine[] = [];
    for (const trip of order.complementaries.filter((c) => c.code === KAYAK)) {
      const rows = await Promise.all(trip.dates.map((date) => kayakRow(db, platform.code, date)));
      if (rows.some((row) => row === null)) return null;
      const unit = priceTicket({ adult: cents(1200), child: cents(800) }, order.group);
      lines.push({
        ...basketLine({
          kind: 'kayak',
          code: KAYAK,
          label: 'Kayak trip',
          date: trip.dates[0] ?? null,
          quantity: trip.quantity,
          totalPrice: cents(unit.totalPrice * trip.dates.length),
        }),
        stock: placesPerRow(
          rows.map((row) => row?.stockId ?? 0),
          trip.quantity,
        ),
      });
    }
    return lines;
  },
};

for (const database of testDatabases) {
  describe(`a line kind registered at start, outside orders/ [${database}]`, () => {
    let context: TestContext;
    let date = '';
    let stockId = 0;
    beforeAll(async () => {
      context = await startTestApp(database, { productLines: [kayak] });
      [date = ''] = await openDays(context, 'fr', 20);
      const [row] = await query<{ id: number }>(
        context,
        sql`insert into stock (platform, product, date, capacity)
            values ('fr', ${KAYAK}, ${date}, 4) returning id::int as id`,
      );
      stockId = row?.id ?? 0;
    });
    afterAll(async () => {
      await context.app.close();
      await context.database.close();
    });

    const holdKayaks = (orderId: string, quantity: number) =>
      context.graphql<{ setLockedStock: { success: boolean; code: string | null } }>(
        SET_LOCKED_STOCK,
        { data: { orderId, service: 'PASS', code: KAYAK, startDate: date, quantity } },
      );

    it('holds its places through setLockedStock, never more than its stock', async () => {
      const { orderId } = await initOrder(context);

      const held = await holdKayaks(orderId, 3);
      const other = await initOrder(context);
      const refused = await holdKayaks(other.orderId, 2);

      expect(held.data?.setLockedStock).toMatchObject({ success: true, code: null });
      expect(
        await query(
          context,
          sql`select stock_id::int as "stockId", quantity from stock_holds where order_id = ${orderId}`,
        ),
      ).toEqual([{ stockId, quantity: 3 }]);
      expect(refused.data?.setLockedStock).toMatchObject({ success: false, code: 'SOLD_OUT' });
    });

    it('prices its line in saveBasket and keeps its places with the basket', async () => {
      const { orderId } = await initOrder(context);
      await holdTickets(context, { orderId, date, quantity: 3 });

      const plain = await saveBasket(context, orderId, basket(date));
      const saved = await saveBasket(context, orderId, {
        ...basket(date),
        complementaries: [{ code: KAYAK, dates: [date], quantity: 3 }],
      });

      expect(saved.success).toBe(true);
      expect(saved.lines.map((line) => line.code)).toEqual(['FR-D1', KAYAK]);
      expect(saved.lines[1]).toMatchObject({ kind: 'kayak', quantity: 3, totalPrice: 3200 });
      expect(saved.total).toBe(plain.total + 3200);
      const [stored] = await query<{ stock: Array<{ stockId: number; quantity: number }> }>(
        context,
        sql`select basket->'stock' as stock from orders where id = ${orderId}`,
      );
      expect(stored?.stock).toContainEqual({ stockId, quantity: 3 });
    });

    it('still refuses a complementary that no kind sells', async () => {
      const { orderId } = await initOrder(context);
      const saved = await saveBasket(context, orderId, {
        ...basket(date),
        complementaries: [{ code: 'SURF', dates: [date], quantity: 3 }],
      });
      expect(saved).toMatchObject({ success: false, code: 'OFFER_UNAVAILABLE' });
    });
  });
}
