import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { graphql, orderStatus } from './api.ts';

/**
 * An order of two adults on `day`, up to its payment, through the public API as the web app
 * sends it (init, hold, save, cart, payment); the card is then typed on the sandbox's own form.
 * Answers the order and the address of that form.
 */
export async function orderToPay(
  request: APIRequestContext,
  day: string,
  customer: { email: string; firstName: string; lastName: string },
) {
  const { initOrder } = await graphql<{ initOrder: { orderId: string; shortOrderId: string } }>(
    request,
    'mutation { initOrder { orderId shortOrderId } }',
  );
  const { orderId, shortOrderId } = initOrder;
  const held = await graphql<{ setLockedStock: { success: boolean } }>(
    request,
    `mutation ($data: LockedStockData!) { setLockedStock(lockedStockData: $data) { success } }`,
    {
      data: { orderId, service: 'TICKET', code: 'FR-D1', startDate: day, duration: 1, quantity: 2 },
    },
  );
  expect(held.setLockedStock.success).toBe(true);
  const saved = await graphql<{ saveBasket: { success: boolean } }>(
    request,
    `mutation ($orderId: ID!, $basket: BasketInput!) { saveBasket(orderId: $orderId, basket: $basket) { success } }`,
    {
      orderId,
      basket: {
        language: 'fr',
        group: { adults: 2, children: 0, babies: 0 },
        startDate: day,
        duration: 1,
        offerCode: 'FR-D1',
      },
    },
  );
  expect(saved.saveBasket.success).toBe(true);
  const { email, firstName, lastName } = customer;
  const cart = await graphql<{ createShoppingCart: { success: boolean; shoppingCartId: string } }>(
    request,
    `mutation ($orderId: ID!, $customer: CustomerInput!) { createShoppingCart(orderId: $orderId, customer: $customer) { success shoppingCartId } }`,
    { orderId, customer: { email, firstName, lastName } },
  );
  expect(cart.createShoppingCart.success).toBe(true);
  const payment = await graphql<{ startPayment: { success: boolean; redirectUrl: string } }>(
    request,
    `mutation ($orderId: ID!, $shoppingCartId: ID!, $language: Language!) { startPayment(orderId: $orderId, shoppingCartId: $shoppingCartId, language: $language) { success redirectUrl } }`,
    { orderId, shoppingCartId: cart.createShoppingCart.shoppingCartId, language: 'fr' },
  );
  expect(payment.startPayment.success).toBe(true);
  return { orderId, shortOrderId, paymentUrl: payment.startPayment.redirectUrl };
}

/** The payment's notification settles the order whatever the browser does next (decision 10). */
export async function waitUntilPaid(request: APIRequestContext, orderId: string) {
  await expect(async () => {
    expect((await orderStatus(request, orderId)).status).toBe('paid');
  }).toPass({ timeout: 30_000 });
}
