import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  basket,
  CONFIRM_SHOPPING_CART,
  CREATE_SHOPPING_CART,
  CUSTOMER,
  INIT_ORDER,
  query,
  SAVE_BASKET,
  SET_LOCKED_STOCK,
} from '../orders/order-flow-fixture.ts';
import { addressesOf, send, threeProcesses } from '../test/rush.ts';
import { describeEachDatabase, type TestContext } from '../test/test-app.ts';
import { SPRING_ORDER, seasonDays } from './coupon-test-fixture.ts';

const anAddress = addressesOf('198.51');

// Three server processes on PostgreSQL settling at once (test/rush.ts).
describeEachDatabase('coupon redemption caps', (context) => {
  const apps = threeProcesses(context, { clock: SPRING_ORDER });
  let days: string[] = [];
  beforeAll(async () => {
    if (context().database.kind !== 'postgres') return;
    days = await seasonDays(context(), 'fr', 'L', '2027-04-01', '2027-06-30');
  });

  /** An adult's order on `date` with PRIMEUR5, up to a cart with a succeeded payment. */
  async function paidCart(date: string) {
    const app = apps[0] as TestContext;
    const address = anAddress();
    const { orderId } = await send<{ orderId: string }>(app, address, INIT_ORDER, {});
    const hold = await send<{ success: boolean }>(app, address, SET_LOCKED_STOCK, {
      data: {
        orderId,
        service: 'TICKET',
        code: 'FR-D1',
        startDate: date,
        duration: 1,
        quantity: 1,
      },
    });
    expect(hold.success).toBe(true);
    const saved = await send<{ success: boolean; total: number; lines: unknown[] }>(
      app,
      address,
      SAVE_BASKET,
      {
        orderId,
        basket: basket(date, {
          group: { adults: 1, children: 0, babies: 0 },
          coupons: ['PRIMEUR5'],
        }),
      },
    );
    expect(saved.lines).toContainEqual(expect.objectContaining({ code: 'PRIMEUR5' }));
    const cart = await send<{ success: boolean; shoppingCartId: string }>(
      app,
      address,
      CREATE_SHOPPING_CART,
      { orderId, customer: CUSTOMER },
    );
    expect(cart.success).toBe(true);
    await query(
      context(),
      sql`insert into payments (id, order_id, shopping_cart_id, provider, amount_cents, status)
          select gen_random_uuid(), id, shopping_cart_id, 'sandbox', total_cents, 'succeeded'
          from orders where id = ${orderId}`,
    );
    return { orderId, shoppingCartId: cart.shoppingCartId, address };
  }

  it.for<[cap: number, day: number]>([
    [1, 1],
    [10, 2],
  ])(
    '100 orders paid at once on 3 processes with a cap of %i redeem it exactly',
    { timeout: 120_000 },
    async ([cap, day], { skip }) => {
      if (context().database.kind !== 'postgres') skip();
      await query(
        context(),
        sql`insert into coupon_redemptions (code, cap, used) values ('PRIMEUR5', ${cap}, 0)
          on conflict (code) do update set cap = ${cap}, used = 0`,
      );
      const carts = [];
      for (let batch = 0; batch < 10; batch += 1) {
        carts.push(
          ...(await Promise.all(Array.from({ length: 10 }, () => paidCart(days[day] as string)))),
        );
      }

      const outcomes = await Promise.all(
        carts.map(async ({ orderId, shoppingCartId, address }, index) => {
          const app = apps[index % apps.length] as TestContext;
          for (;;) {
            const result = await send<{ success: boolean; code: string | null }>(
              app,
              address,
              CONFIRM_SHOPPING_CART,
              { orderId, shoppingCartId },
            );
            if (result.code !== 'BUSY') return result.success ? 'paid' : result.code;
          }
        }),
      );

      expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(cap);
      expect(outcomes.filter((outcome) => outcome !== 'paid')).toEqual(
        Array(100 - cap).fill('ORDER_REFUNDED'),
      );
      const [row] = await query<{ used: number }>(
        context(),
        sql`select used from coupon_redemptions where code = 'PRIMEUR5'`,
      );
      expect(row?.used).toBe(cap);
      const paid = await query<{ n: number }>(
        context(),
        sql`select count(*)::int as n from orders o join order_lines l on l.order_id = o.id
          where o.status = 'paid' and l.code = 'PRIMEUR5'
            and o.id in (${sql.join(
              carts.map((cart) => sql`${cart.orderId}`),
              sql`, `,
            )})`,
      );
      expect(paid[0]?.n).toBe(cap);
    },
  );
});
