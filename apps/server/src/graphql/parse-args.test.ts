import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  basket,
  holdsOf,
  initOrder,
  openDays,
  query,
  SAVE_BASKET,
  SET_LOCKED_STOCK,
} from '../orders/order-flow-fixture.ts';
import { describeEachDatabase } from '../test/test-app.ts';

// Out-of-bounds input is refused by the domain schemas before any SQL runs (DESIGN.md invariant 4).
describeEachDatabase('parseArgs: input out of bounds', (context) => {
  let date = '';
  beforeAll(async () => {
    [date = ''] = await openDays(context(), 'fr');
  });

  const invalidInput = (fields: string[]) => ({
    data: null,
    errors: [
      expect.objectContaining({
        message: 'Les informations envoyées ne sont pas valides.',
        extensions: { code: 'INVALID_INPUT', fields },
      }),
    ],
  });

  it('refuses a donation of 2147483647 cents, which would overflow the order total', async () => {
    const { orderId } = await initOrder(context());

    const response = await context().graphql(
      SAVE_BASKET,
      { orderId, basket: basket(date, { isDonation: true, donationValue: 2_147_483_647 }) },
      { language: 'fr' },
    );

    expect(response).toEqual(invalidInput(['basket.donationValue']));
    const [order] = await query<{ total_cents: number | null }>(
      context(),
      sql`select total_cents from orders where id = ${orderId}`,
    );
    expect(order).toEqual({ total_cents: null });
  });

  it('refuses a NUL byte in a code', async () => {
    const { orderId } = await initOrder(context());

    const response = await context().graphql(
      SET_LOCKED_STOCK,
      {
        data: {
          orderId,
          service: 'TICKET',
          code: 'FR-D1\u0000',
          startDate: date,
          duration: 1,
          quantity: 2,
        },
      },
      { language: 'fr' },
    );

    expect(response).toEqual(invalidInput(['lockedStockData.code']));
    expect(await holdsOf(context(), orderId)).toEqual([]);
  });
});
