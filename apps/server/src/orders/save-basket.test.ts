import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startAppOn } from '../test/test-app.ts';
import {
  basket,
  createCart,
  holdTickets,
  initOrder,
  ORDER,
  openDays,
  orderStatus,
  query,
  SAVE_BASKET,
  saveBasket,
} from './order-flow-fixture.ts';

describeEachDatabase('saveBasket', (context) => {
  let date = '';
  let spanishDate = '';
  let unit = { adult: 0, child: 0 };
  beforeAll(async () => {
    [date = ''] = await openDays(context(), 'fr', 30);
    // Past the Spanish Christmas season, where only the Christmas ticket is sold.
    [spanishDate = ''] = await openDays(context(), 'es', 150);
    const [price] = await query<{ adult: number; child: number }>(
      context(),
      sql`select p.adult_cents as adult, p.child_cents as child
          from prices p join park_days d on d.platform = p.platform and d.season = p.season
          where d.platform = 'fr' and d.date = ${date} and p.offer_code = 'FR-D1' and p.seating = ''`,
    );
    if (!price) throw new Error('No catalogue price for FR-D1');
    unit = price;
  });

  it('prices every line from the catalogue and stores it on the order', async () => {
    const { orderId } = await initOrder(context());

    const saved = await saveBasket(context(), orderId, basket(date));

    const tickets = 2 * unit.adult + unit.child;
    expect(saved).toEqual({
      success: true,
      code: null,
      message: null,
      total: tickets,
      lines: [
        {
          kind: 'ticket',
          code: 'FR-D1',
          label: '1-day ticket',
          date,
          adults: 2,
          children: 1,
          quantity: 3,
          adultUnitPrice: unit.adult,
          childUnitPrice: unit.child,
          totalPrice: tickets,
        },
      ],
    });
    const summary = await context().graphql<{ order: { total: number; lines: unknown[] } }>(ORDER, {
      orderId,
    });
    expect(summary.data?.order).toMatchObject({
      total: tickets,
      currency: 'EUR',
      lines: [{ kind: 'ticket', code: 'FR-D1', totalPrice: tickets }],
    });
  });

  it('never reads a price from the browser: a basket carrying one is refused and nothing is saved', async () => {
    const { orderId } = await initOrder(context());

    const withPrice = await context().graphql(SAVE_BASKET, {
      orderId,
      basket: { ...basket(date), totalPrice: 1 },
    });
    const withLinePrice = await context().graphql(SAVE_BASKET, {
      orderId,
      basket: {
        ...basket(date),
        complementaries: [{ code: 'PE', dates: [date], quantity: 1, totalPrice: 0 }],
      },
    });

    expect(withPrice.errors?.[0]?.message).toMatch(/totalPrice/);
    expect(withLinePrice.errors?.[0]?.message).toMatch(/totalPrice/);
    const [order] = await query<{ total_cents: number | null }>(
      context(),
      sql`select total_cents from orders where id = ${orderId}`,
    );
    expect(order?.total_cents).toBeNull();
  });

  it('adds the flexible rate (10 %, at least 4 €), the postage and the donation', async () => {
    const { orderId } = await initOrder(context());

    const saved = await saveBasket(
      context(),
      orderId,
      basket(date, {
        language: 'fr',
        group: { adults: 1, children: 0, babies: 1 },
        flexibleRate: true,
        sendingMethod: 'courrier',
        isDonation: true,
        donationValue: 200,
      }),
    );

    const flexible = Math.max(400, Math.round(unit.adult / 10));
    expect(
      saved.lines.map(({ kind, code, label, totalPrice }) => ({ kind, code, label, totalPrice })),
    ).toEqual([
      { kind: 'ticket', code: 'FR-D1', label: 'Billet 1 jour', totalPrice: unit.adult },
      { kind: 'flexibleRate', code: 'FLEX', label: expect.any(String), totalPrice: flexible },
      { kind: 'postage', code: 'POST', label: 'Envoi des billets par courrier', totalPrice: 490 },
      {
        kind: 'donation',
        code: 'DON',
        label: "Don à l'Académie des Jeunes Talents",
        totalPrice: 200,
      },
    ]);
    expect(saved.total).toBe(unit.adult + flexible + 490 + 200);
  });

  it('refuses postage on the Spanish platform', async () => {
    const { orderId } = await initOrder(context(), 'es.localhost');

    const saved = await saveBasket(
      context(),
      orderId,
      basket(spanishDate, { offerCode: 'ES-D1', sendingMethod: 'courrier' }),
      { host: 'es.localhost' },
    );

    expect(saved).toMatchObject({ success: false, code: 'BASKET_INVALID', lines: [], total: 0 });
    expect(
      (
        await saveBasket(context(), orderId, basket(spanishDate, { offerCode: 'ES-D1' }), {
          host: 'es.localhost',
        })
      ).success,
    ).toBe(true);
  });

  it('says OFFER_UNAVAILABLE for an unknown offer, a past day or another platform’s offer', async () => {
    const { orderId } = await initOrder(context());
    for (const contents of [
      basket(date, { offerCode: 'FR-NOPE' }),
      basket('2026-01-03'),
      basket(spanishDate, { offerCode: 'ES-D1' }),
    ]) {
      const saved = await saveBasket(context(), orderId, contents, { language: 'es' });
      expect(saved).toMatchObject({
        success: false,
        code: 'OFFER_UNAVAILABLE',
        message: 'Esta oferta ya no está disponible',
      });
    }
  });

  it('answers bad input with INVALID_INPUT in the request language and changes nothing', async () => {
    const { orderId } = await initOrder(context());
    await saveBasket(context(), orderId, basket(date));
    for (const contents of [
      basket(date, { group: { adults: 0, children: 0, babies: 1 } }),
      basket('2027-13-01'),
      basket(date, { duration: 9 }),
      basket(date, { donationValue: -100, isDonation: true }),
    ]) {
      const response = await context().graphql(
        SAVE_BASKET,
        { orderId, basket: contents },
        { language: 'fr' },
      );
      expect(response.errors?.[0]).toMatchObject({
        message: 'Les informations envoyées ne sont pas valides.',
        extensions: { code: 'INVALID_INPUT' },
      });
    }
    const [order] = await query<{ total_cents: number }>(
      context(),
      sql`select total_cents from orders where id = ${orderId}`,
    );
    expect(order?.total_cents).toBe(2 * unit.adult + unit.child);
  });

  it('sends a changed basket back to be identified again before it can be paid', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date, quantity: 3 });
    await saveBasket(context(), orderId, basket(date));
    expect((await createCart(context(), orderId)).success).toBe(true);

    await saveBasket(
      context(),
      orderId,
      basket(date, { group: { adults: 1, children: 2, babies: 0 } }),
    );

    expect(await orderStatus(context(), orderId)).toBe('draft');
  });

  it('takes today from the application clock: post closes 10 days before the visit', async () => {
    const noon = (days: number) => new Date(`${date}T12:00:00+01:00`).getTime() - days * 86_400_000;
    const sendByPost = async (daysBefore: number) => {
      const app = await startAppOn(context().database, { clock: () => new Date(noon(daysBefore)) });
      try {
        const { orderId } = await initOrder(app);
        return (await saveBasket(app, orderId, { ...basket(date), sendingMethod: 'courrier' }))
          .code;
      } finally {
        await app.app.close();
      }
    };

    expect(await sendByPost(10)).toBeNull();
    expect(await sendByPost(9)).toBe('BASKET_INVALID');
  });
});
