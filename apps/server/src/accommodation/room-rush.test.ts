import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  basket,
  INIT_ORDER,
  query,
  SAVE_BASKET,
  SET_LOCKED_STOCK,
} from '../orders/order-flow-fixture.ts';
import { addressesOf, payAndConfirm, send, sendUntilDone, threeProcesses } from '../test/rush.ts';
import { describeEachDatabase, type TestContext } from '../test/test-app.ts';
import { twoDayStart } from './stay-test-fixture.ts';

const BUYERS = 100;
const ROOMS_LEFT = 3;
const FAMILY_ROOM = 'H-FR-CAS-FAMILY';
const anAddress = addressesOf('192.0');
const COUPLE = { adults: 2, children: 0, ages: [] };

// DESIGN.md invariant 1 for room-nights (test/rush.ts: PostgreSQL, three processes).
describeEachDatabase('a rush for the last family rooms of a night', (context) => {
  const apps = threeProcesses(context);

  /** A couple's 2-day visit with a night in a family room of Le Castellum, paid and confirmed. */
  async function buy(index: number, date: string) {
    const app = apps[index % apps.length] as TestContext;
    const address = anAddress();
    const { orderId } = await send<{ orderId: string }>(app, address, INIT_ORDER, {});
    const hold = (data: Record<string, unknown>) =>
      sendUntilDone<{ success: boolean; code: string | null }>(app, address, SET_LOCKED_STOCK, {
        data: { orderId, startDate: date, ...data },
      });
    const tickets = await hold({ service: 'TICKET', code: 'FR-D2', duration: 2, quantity: 2 });
    if (!tickets.success) return `ticket:${tickets.code}`;
    const room = await hold({
      service: 'ACCOMMODATION',
      code: FAMILY_ROOM,
      duration: 1,
      quantity: 1,
      distribution: [COUPLE],
    });
    if (!room.success) return room.code;
    const saved = await send<{ success: boolean; code: string | null }>(app, address, SAVE_BASKET, {
      orderId,
      basket: basket(date, {
        group: { adults: 2, children: 0, babies: 0 },
        duration: 2,
        offerCode: 'FR-D2',
        accommodation: {
          code: 'H-FR-CAS',
          startDate: date,
          nights: 1,
          breakfast: false,
          rooms: [{ roomTypeCode: FAMILY_ROOM, ...COUPLE }],
        },
      }),
    });
    if (!saved.success) return `basket:${saved.code}`;
    return payAndConfirm(context(), app, address, orderId);
  }

  it(`${BUYERS} buyers on 3 processes for the last ${ROOMS_LEFT} family rooms: ${ROOMS_LEFT} sold, the others told they are gone`, {
    timeout: 180_000,
  }, async ({ skip }) => {
    if (context().database.kind !== 'postgres') skip();
    const { date } = await twoDayStart(
      context().database.db,
      'fr',
      sql`p.date > current_date + 20`,
    );
    const night = sql`product = ${FAMILY_ROOM} and date = ${date}`;
    await query(context(), sql`update stock set sold = capacity - ${ROOMS_LEFT} where ${night}`);

    const outcomes = await Promise.all(
      Array.from({ length: BUYERS }, (_, index) => buy(index, date)),
    );

    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(ROOMS_LEFT);
    expect(outcomes.filter((outcome) => outcome !== 'paid')).toEqual(
      Array(BUYERS - ROOMS_LEFT).fill('SOLD_OUT'),
    );
    const [row] = await query<{ capacity: number; sold: number; held: number }>(
      context(),
      sql`select s.capacity, s.sold, (select count(*)::int from stock_holds h
              where h.stock_id = s.id and h.expires_at > now()) as held
            from stock s where ${night}`,
    );
    expect(row).toEqual({ capacity: 90, sold: 90, held: 0 });
  });
});
