import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  basket,
  INIT_ORDER,
  openDays,
  query,
  SAVE_BASKET,
  SET_LOCKED_STOCK,
} from '../orders/order-flow-fixture.ts';
import { addressesOf, payAndConfirm, send, sendUntilDone, threeProcesses } from '../test/rush.ts';
import { describeEachDatabase, type TestContext } from '../test/test-app.ts';
import { leaveCovers, mealLine } from './restaurant-test-fixture.ts';

const BUYERS = 100;
const COVERS_LEFT = 4;
const anAddress = addressesOf('203.0');

// DESIGN.md invariant 1 for the covers of a sitting (test/rush.ts: PostgreSQL, three processes).
describeEachDatabase('a rush for the last covers of a sitting', (context) => {
  const apps = threeProcesses(context);

  /** A buyer of a dinner for one: tickets, the cover, the basket, the cart, paid and confirmed. */
  async function buy(index: number, date: string, eventId: string) {
    const app = apps[index % apps.length] as TestContext;
    const address = anAddress();
    const { orderId } = await send<{ orderId: string }>(app, address, INIT_ORDER, {});
    const hold = (service: string, code: string) =>
      sendUntilDone<{ success: boolean; code: string | null }>(app, address, SET_LOCKED_STOCK, {
        data: { orderId, service, code, startDate: date, duration: 1, quantity: 1 },
      });
    const ticket = await hold('TICKET', 'FR-D1');
    if (!ticket.success) return `ticket:${ticket.code}`;
    const cover = await hold('RESTAURANT', eventId);
    if (!cover.success) return cover.code;
    const line = mealLine(eventId, { adults: 1, children: 0, menuChildCode: null });
    const saved = await send<{ success: boolean; code: string | null }>(app, address, SAVE_BASKET, {
      orderId,
      basket: basket(date, { group: { adults: 1, children: 0, babies: 0 }, restaurants: [line] }),
    });
    if (!saved.success) return `basket:${saved.code}`;
    return payAndConfirm(context(), app, address, orderId);
  }

  it(`${BUYERS} buyers on 3 processes for the last ${COVERS_LEFT} covers: ${COVERS_LEFT} sold, the others told the menus are gone`, {
    timeout: 180_000,
  }, async ({ skip }) => {
    if (context().database.kind !== 'postgres') skip();
    const [date] = await openDays(context(), 'fr', 20);
    const eventId = `R-FR-BAN-${date}-13:00`;
    await leaveCovers(context(), eventId, COVERS_LEFT);

    const outcomes = await Promise.all(
      Array.from({ length: BUYERS }, (_, index) => buy(index, date as string, eventId)),
    );

    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(COVERS_LEFT);
    expect(outcomes.filter((outcome) => outcome !== 'paid')).toEqual(
      Array(BUYERS - COVERS_LEFT).fill('MENUS_UNAVAILABLE'),
    );
    const [row] = await query<{ capacity: number; sold: number; held: number }>(
      context(),
      sql`select s.capacity, s.sold, (select count(*)::int from stock_holds h
              where h.stock_id = s.id and h.expires_at > now()) as held
            from stock s where product = 'R-FR-BAN' and date = ${date} and session = '13:00'`,
    );
    expect(row).toEqual({ capacity: 600, sold: 600, held: 0 });
  });
});
