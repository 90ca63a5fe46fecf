import { randomUUID } from 'node:crypto';
import { addDays } from '@sesame/domain/dates/calendar-days';
import { parisToday } from '@sesame/domain/dates/paris-today';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { openDays, parkStock, query, setCapacity } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  asCustomer,
  CHANGE_VISIT_DATE,
  customerWithPaidOrder,
  holdPass,
  payCompletion,
  type Result,
  SAVE_COMPLETION_BASKET,
  soldOn,
  startCompletion,
  ticketsOf,
} from './completion-fixture.ts';

type Change = Result & { startDate: string | null };

describeEachDatabase('flexible rate: changing the visit day from the account', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr', 14);
  });
  const change = async (token: string, orderId: string, startDate: string) =>
    (
      await asCustomer<{ changeVisitDate: Change }>(context(), token, CHANGE_VISIT_DATE, {
        orderId,
        startDate,
      })
    ).data?.changeVisitDate;
  const orderState = async (orderId: string) =>
    query<{ start: string; dates: string }>(
      context(),
      sql`select o.basket #>> '{request,startDate}' as start,
            string_agg(to_char(l.date, 'YYYY-MM-DD'), ',' order by l.id) as dates
          from orders o join order_lines l on l.order_id = o.id
          where o.id = ${orderId} group by o.id`,
    );

  it('moves the visit and its extras to a day with stock, tickets drawn again', async () => {
    const [from, to] = [days[2] as string, days[6] as string];
    const ada = await customerWithPaidOrder(context(), from, { flexibleRate: true });
    const extras = await startCompletion(context(), ada.token, ada.order.orderId);
    await holdPass(context(), extras, from);
    await asCustomer(context(), ada.token, SAVE_COMPLETION_BASKET, {
      orderId: extras,
      language: 'en',
      complementaries: [{ code: 'PE', dates: [from], quantity: 3 }],
    });
    expect(await payCompletion(context(), extras, ada.customer)).toBe('paid');
    const before = {
      parkFrom: await soldOn(context(), 'PARK', from),
      parkTo: await soldOn(context(), 'PARK', to),
      passFrom: await soldOn(context(), 'PE', from),
      passTo: await soldOn(context(), 'PE', to),
    };
    const oldNumbers = (await ticketsOf(context(), ada.order.orderId)).map((t) => t.number);

    expect(await change(ada.token, ada.order.orderId, to)).toEqual({
      success: true,
      code: null,
      message: null,
      startDate: to,
    });
    expect(await soldOn(context(), 'PARK', from)).toBe(before.parkFrom - 3);
    expect(await soldOn(context(), 'PARK', to)).toBe(before.parkTo + 3);
    expect(await soldOn(context(), 'PE', from)).toBe(before.passFrom - 3);
    expect(await soldOn(context(), 'PE', to)).toBe(before.passTo + 3);
    expect((await orderState(ada.order.orderId))[0]?.start).toBe(to);
    expect((await orderState(extras))[0]).toEqual({ start: to, dates: to });
    const tickets = await ticketsOf(context(), ada.order.orderId);
    expect(tickets.map((t) => t.date)).toEqual([to, to, to]);
    // New numbers: a code printed for the old day names no ticket any more.
    expect(tickets.some((t) => oldNumbers.includes(t.number))).toBe(false);
    expect((await ticketsOf(context(), extras)).map((t) => t.date)).toEqual([to, to, to]);
    const [record] = await query<{ from_date: string; to_date: string }>(
      context(),
      sql`select to_char(from_date, 'YYYY-MM-DD') as from_date, to_char(to_date, 'YYYY-MM-DD') as to_date
          from visit_date_changes where order_id = ${ada.order.orderId}`,
    );
    expect(record).toEqual({ from_date: from, to_date: to });
  });

  it('refuses a day without the places, and changes nothing', async () => {
    const [from, to] = [days[3] as string, days[7] as string];
    const ada = await customerWithPaidOrder(context(), from, { flexibleRate: true });
    const full = await parkStock(context(), to);
    await setCapacity(context(), full.id, full.sold + full.held + 2);
    const soldFrom = await soldOn(context(), 'PARK', from);
    const tickets = await ticketsOf(context(), ada.order.orderId);

    expect(await change(ada.token, ada.order.orderId, to)).toMatchObject({
      success: false,
      code: 'SOLD_OUT',
    });
    expect(await soldOn(context(), 'PARK', from)).toBe(soldFrom);
    expect(await soldOn(context(), 'PARK', to)).toBe(full.sold);
    expect((await orderState(ada.order.orderId))[0]).toEqual({ start: from, dates: from });
    expect(await ticketsOf(context(), ada.order.orderId)).toEqual(tickets);
    await setCapacity(context(), full.id, full.capacity);
  });

  it('refuses within 72 hours of the visit, without the flexible rate, or the same day', async () => {
    const from = days[4] as string;
    const ada = await customerWithPaidOrder(context(), from, { flexibleRate: true });
    const plain = await customerWithPaidOrder(context(), from);
    expect(await change(plain.token, plain.order.orderId, days[8] as string)).toMatchObject({
      success: false,
      code: 'DATE_CHANGE_NOT_FLEXIBLE',
    });
    expect(await change(ada.token, ada.order.orderId, from)).toMatchObject({
      code: 'DATE_CHANGE_SAME_DAY',
    });
    const tooSoon = addDays(parisToday(new Date()), 2);
    expect(await change(ada.token, ada.order.orderId, tooSoon)).toMatchObject({
      code: 'DATE_CHANGE_DAY_INVALID',
    });
    // The visit itself within 72 hours: as if it had been booked long ago for 2 days from now.
    await query(
      context(),
      sql`update orders set basket = jsonb_set(basket, '{request,startDate}', to_jsonb(${tooSoon}::text))
          where id = ${ada.order.orderId}`,
    );
    expect(await change(ada.token, ada.order.orderId, days[8] as string)).toMatchObject({
      success: false,
      code: 'DATE_CHANGE_CLOSED',
      message:
        'The date of a visit can be changed up to 72 hours before it; this visit is too close.',
    });
  });

  it("refuses another customer's order and a random id (IDOR), changing nothing", async () => {
    const from = days[5] as string;
    const ada = await customerWithPaidOrder(context(), from, { flexibleRate: true });
    const bob = await customerWithPaidOrder(context(), from, { flexibleRate: true });
    for (const orderId of [ada.order.orderId, randomUUID()]) {
      expect(await change(bob.token, orderId, days[9] as string)).toMatchObject({
        success: false,
        code: 'ORDER_NOT_FOUND',
      });
    }
    expect((await orderState(ada.order.orderId))[0]?.start).toBe(from);
    const guest = await asCustomer(context(), null, CHANGE_VISIT_DATE, {
      orderId: ada.order.orderId,
      startDate: days[9],
    });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
