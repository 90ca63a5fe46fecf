import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { basket, initOrder, query, saveBasket } from '../orders/order-flow-fixture.ts';
import { describeEachDatabase, startAppOn, type TestContext } from '../test/test-app.ts';
import { SPRING_ORDER, seasonDays } from './coupon-test-fixture.ts';

describeEachDatabase('saveBasket with coupons', (context) => {
  let spring: TestContext;
  let low = '';
  let unit = { adult: 0, child: 0 };
  beforeAll(async () => {
    spring = await startAppOn(context().database, { clock: SPRING_ORDER });
    [low = ''] = await seasonDays(context(), 'fr', 'L', '2027-04-01', '2027-06-30');
    const [price] = await query<{ adult: number; child: number }>(
      context(),
      sql`select adult_cents as adult, child_cents as child from prices
          where platform = 'fr' and offer_code = 'FR-D1' and season = 'L' and seating = ''`,
    );
    if (!price) throw new Error('No L price for FR-D1');
    unit = price;
  });
  afterAll(async () => {
    await spring?.app.close();
  });

  it('applies PRIMEUR5 as a discount line: −5 € for each of the 2 adults', async () => {
    const { orderId } = await initOrder(spring);

    const saved = await saveBasket(spring, orderId, basket(low, { coupons: ['PRIMEUR5'] }));

    const tickets = 2 * unit.adult + unit.child;
    expect(saved.success).toBe(true);
    expect(
      saved.lines.map(({ kind, code, label, quantity, totalPrice }) => ({
        kind,
        code,
        label,
        quantity,
        totalPrice,
      })),
    ).toEqual([
      { kind: 'ticket', code: 'FR-D1', label: '1-day ticket', quantity: 3, totalPrice: tickets },
      {
        kind: 'coupon',
        code: 'PRIMEUR5',
        label: 'Coupon PRIMEUR5',
        quantity: 2,
        totalPrice: -1000,
      },
    ]);
    expect(saved.total).toBe(tickets - 1000);
    const [order] = await query<{ total_cents: number }>(
      context(),
      sql`select total_cents from orders where id = ${orderId}`,
    );
    expect(order?.total_cents).toBe(tickets - 1000);
  });

  it('refuses the basket with the coupon’s code and changes nothing', async () => {
    const { orderId } = await initOrder(spring);
    expect((await saveBasket(spring, orderId, basket(low))).success).toBe(true);

    const refused = await saveBasket(
      spring,
      orderId,
      basket(low, { coupons: ['FAMILLE10'], language: 'fr' }),
      { language: 'fr' },
    );

    expect(refused).toEqual({
      success: false,
      code: 'COUPON_NOT_APPLICABLE',
      message: "Le code promo n'est applicable sur aucun des produit de votre panier",
      lines: [],
      total: 0,
    });
    const lines = await query<{ kind: string }>(
      context(),
      sql`select kind from order_lines where order_id = ${orderId}`,
    );
    expect(lines.map((line) => line.kind)).toEqual(['ticket']);
  });

  it('says COUPON_NOT_VALID for a coupon whose redemption cap is reached', async () => {
    await query(
      context(),
      sql`insert into coupon_redemptions (code, cap, used) values ('FAMILLE10', 3, 3)
          on conflict (code) do update set cap = 3, used = 3`,
    );
    try {
      const { orderId } = await initOrder(spring);
      const family = basket(low, { group: { adults: 2, children: 2, babies: 0 } });

      const saved = await saveBasket(spring, orderId, { ...family, coupons: ['FAMILLE10'] });

      expect(saved).toMatchObject({ success: false, code: 'COUPON_NOT_VALID' });
    } finally {
      await query(context(), sql`delete from coupon_redemptions where code = 'FAMILLE10'`);
    }
  });
});
