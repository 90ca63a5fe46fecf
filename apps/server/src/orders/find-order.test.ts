import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  basket,
  holdTickets,
  initOrder,
  ORDER,
  openDays,
  saveBasket,
} from './order-flow-fixture.ts';

describeEachDatabase('Query.order', (context) => {
  it('shows an order to whoever holds its id: status, lines, total and the holds’ expiry', async () => {
    const [date = ''] = await openDays(context(), 'fr');
    const { orderId, shortOrderId } = await initOrder(context());
    expect((await context().graphql(ORDER, { orderId })).data).toEqual({
      order: {
        orderId,
        shortOrderId,
        status: 'draft',
        total: null,
        currency: 'EUR',
        email: null,
        holdsExpireAt: null,
        lines: [],
      },
    });

    const hold = await holdTickets(context(), { orderId, date, quantity: 3 });
    const saved = await saveBasket(context(), orderId, basket(date));

    expect((await context().graphql(ORDER, { orderId })).data).toMatchObject({
      order: {
        status: 'draft',
        total: saved.total,
        holdsExpireAt: hold.expiresAt,
        lines: [{ kind: 'ticket', code: 'FR-D1', label: '1-day ticket', totalPrice: saved.total }],
      },
    });
  });

  it('finds nothing for an unknown id or another platform’s order, and refuses a malformed id', async () => {
    const { orderId } = await initOrder(context());

    expect((await context().graphql(ORDER, { orderId }, { host: 'es.localhost' })).data).toEqual({
      order: null,
    });
    expect(
      (await context().graphql(ORDER, { orderId: '00000000-0000-4000-8000-000000000000' })).data,
    ).toEqual({ order: null });
    const malformed = await context().graphql(ORDER, { orderId: '42' });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
