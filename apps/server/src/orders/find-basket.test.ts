import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  basket,
  CUSTOMER,
  createCart,
  holdTickets,
  initOrder,
  openDays,
  saveBasket,
} from './order-flow-fixture.ts';

const BASKET = `query ($id: ID!) {
  basket(id: $id) {
    orderId shortOrderId status total holdsExpireAt renewalsLeft
    booking {
      language startDate duration offerCode seating eventDate flexibleRate insurance
      sendingMethod isDonation donationValue coupons
      group { adults children babies hasLargeFamilyCard hasPsh disabledAdults disabledChildren }
      complementaries { code dates quantity }
    }
    customer { email firstName lastName }
    lines { kind code totalPrice }
  }
}`;

describeEachDatabase('Query.basket (booking-funnel.md §7)', (context) => {
  it('gives whoever holds the order id the booking last saved and the customer who identified', async () => {
    const [date = ''] = await openDays(context(), 'fr');
    const { orderId, shortOrderId } = await initOrder(context());
    const hold = await holdTickets(context(), { orderId, date, quantity: 3 });
    expect((await context().graphql(BASKET, { id: orderId })).data).toMatchObject({
      basket: { orderId, status: 'draft', booking: null, customer: null, lines: [], total: null },
    });

    const saved = await saveBasket(
      context(),
      orderId,
      basket(date, { isDonation: true, donationValue: 200 }),
    );
    await createCart(context(), orderId);

    expect((await context().graphql(BASKET, { id: orderId })).data).toEqual({
      basket: {
        orderId,
        shortOrderId,
        status: 'cart',
        total: saved.total,
        holdsExpireAt: hold.expiresAt,
        renewalsLeft: 3,
        booking: {
          language: 'en',
          startDate: date,
          duration: 1,
          offerCode: 'FR-D1',
          seating: null,
          eventDate: null,
          flexibleRate: false,
          insurance: false,
          sendingMethod: 'email',
          isDonation: true,
          donationValue: 200,
          coupons: [],
          group: {
            adults: 2,
            children: 1,
            babies: 0,
            hasLargeFamilyCard: false,
            hasPsh: false,
            disabledAdults: 0,
            disabledChildren: 0,
          },
          complementaries: [],
        },
        customer: CUSTOMER,
        lines: saved.lines.map(({ kind, code, totalPrice }) => ({ kind, code, totalPrice })),
      },
    });
  });

  it('gives nothing for an unknown id, another platform’s order or an order moved to a new one', async () => {
    const [date = ''] = await openDays(context(), 'fr', 20);
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date, quantity: 1 });
    await saveBasket(context(), orderId, basket(date));

    expect(
      (await context().graphql(BASKET, { id: '00000000-0000-4000-8000-000000000000' })).data,
    ).toEqual({ basket: null });
    expect(
      (await context().graphql(BASKET, { id: orderId }, { host: 'es.localhost' })).data,
    ).toEqual({ basket: null });
    const next = await initOrder(context());
    await context().graphql(
      'mutation ($from: ID!, $to: ID!) { moveOrder(fromOrderId: $from, toOrderId: $to) { success } }',
      { from: orderId, to: next.orderId },
    );
    expect((await context().graphql(BASKET, { id: orderId })).data).toEqual({ basket: null });
    expect((await context().graphql(BASKET, { id: next.orderId })).data).toMatchObject({
      basket: { orderId: next.orderId, booking: { offerCode: 'FR-D1', startDate: date } },
    });
    const malformed = await context().graphql(BASKET, { id: 'nope' });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
