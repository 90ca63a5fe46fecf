import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/test-app.ts';
import {
  basket,
  CREATE_SHOPPING_CART,
  CUSTOMER,
  createCart,
  expireHolds,
  holdTickets,
  initOrder,
  openDays,
  orderStatus,
  parkStock,
  query,
  saveBasket,
} from './order-flow-fixture.ts';

describeEachDatabase('createShoppingCart', (context) => {
  let days: string[] = [];
  beforeAll(async () => {
    days = await openDays(context(), 'fr');
  });
  const day = (index: number) => days[index] as string;

  it('turns a saved basket whose places are held into a cart for the identified visitor', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(0), quantity: 3 });
    const saved = await saveBasket(context(), orderId, basket(day(0)));

    const cart = await createCart(context(), orderId);

    expect(cart).toMatchObject({ success: true, code: null, total: saved.total });
    expect(cart.shoppingCartId).toMatch(/^[0-9a-f-]{36}$/);
    const [order] = await query<Record<string, unknown>>(
      context(),
      sql`select status, shopping_cart_id, email, first_name, last_name from orders where id = ${orderId}`,
    );
    expect(order).toEqual({
      status: 'cart',
      shopping_cart_id: cart.shoppingCartId,
      email: CUSTOMER.email,
      first_name: CUSTOMER.firstName,
      last_name: CUSTOMER.lastName,
    });
  });

  it('takes the address posted tickets go to, and refuses a posted basket without one', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(5), quantity: 3 });
    await saveBasket(context(), orderId, basket(day(5), { sendingMethod: 'courrier' }));
    const address = {
      streetAddress: '12 rue des Tanneurs',
      customAddress: null,
      zipCode: '85000',
      city: 'La Roche-sur-Yon',
      country: 'FR',
    };

    const refused = await createCart(context(), orderId);
    expect(refused).toMatchObject({ success: false, code: 'POSTAL_ADDRESS_REQUIRED' });
    // Posted tickets go to France only (checkout-and-account.md §9).
    const abroad = await context().graphql(CREATE_SHOPPING_CART, {
      orderId,
      customer: { ...CUSTOMER, postalAddress: { ...address, zipCode: '28001', country: 'ES' } },
    });
    expect(abroad.errors?.[0]?.extensions?.code).toBe('INVALID_INPUT');
    expect(await orderStatus(context(), orderId)).toBe('draft');

    const cart = await createCart(context(), orderId, { ...CUSTOMER, postalAddress: address });
    expect(cart.success).toBe(true);
    const response = await context().graphql<{ order: { postalAddress: unknown } }>(
      'query ($orderId: ID!) { order(orderId: $orderId) { postalAddress { streetAddress customAddress zipCode city country } } }',
      { orderId },
    );
    expect(response.data?.order.postalAddress).toEqual(address);
  });

  it('keeps no address for tickets sent by e-mail', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(6), quantity: 3 });
    await saveBasket(context(), orderId, basket(day(6)));
    const cart = await createCart(context(), orderId, {
      ...CUSTOMER,
      postalAddress: {
        streetAddress: '1 place du Marché',
        zipCode: '85000',
        city: 'La Roche-sur-Yon',
        country: 'FR',
      },
    });
    expect(cart.success).toBe(true);
    const [order] = await query<{ postal_address: unknown }>(
      context(),
      sql`select postal_address from orders where id = ${orderId}`,
    );
    expect(order?.postal_address).toBeNull();
  });

  it('says SELECTION_EXPIRED once the holds ran out, and the places are free again', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(1), quantity: 3 });
    await saveBasket(context(), orderId, basket(day(1)));
    await expireHolds(context(), orderId);

    const cart = await createCart(context(), orderId);

    expect(cart).toMatchObject({
      success: false,
      code: 'SELECTION_EXPIRED',
      message: 'Your selection has expired. Please start your booking again.',
      shoppingCartId: null,
    });
    expect(await orderStatus(context(), orderId)).toBe('draft');
    expect((await parkStock(context(), day(1))).held).toBe(0);
  });

  it('says SELECTION_EXPIRED when the held places do not cover the basket', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(2), quantity: 2 });
    await saveBasket(context(), orderId, basket(day(2)));

    expect((await createCart(context(), orderId)).code).toBe('SELECTION_EXPIRED');
  });

  it('says BASKET_INVALID before a basket is saved', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(3), quantity: 3 });

    expect((await createCart(context(), orderId)).code).toBe('BASKET_INVALID');
  });

  it('answers an invalid customer with INVALID_INPUT in the request language and changes nothing', async () => {
    const { orderId } = await initOrder(context());
    await holdTickets(context(), { orderId, date: day(4), quantity: 3 });
    await saveBasket(context(), orderId, basket(day(4)));

    for (const customer of [
      { ...CUSTOMER, email: 'not-an-address' },
      { ...CUSTOMER, firstName: '' },
      { ...CUSTOMER, lastName: 'x'.repeat(51) },
    ]) {
      const response = await context().graphql(
        CREATE_SHOPPING_CART,
        { orderId, customer },
        { language: 'es' },
      );
      expect(response.errors?.[0]).toMatchObject({
        message: 'La información enviada no es válida.',
        extensions: { code: 'INVALID_INPUT' },
      });
    }
    expect(await orderStatus(context(), orderId)).toBe('draft');
  });
});
