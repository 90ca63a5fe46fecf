import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { graphql, orderStatus } from './api.ts';

/**
 * An order of two adults from `day` (the 1-day ticket FR-D1 unless `visit` says another ticket and
 * its days), up to its payment, through the public API as the web app sends it (init, hold, save,
 * cart, payment); the card is then typed on the sandbox's own form. Answers the order and the
 * address of that form.
 */
export async function orderToPay(
  request: APIRequestContext,
  day: string,
  customer: { email: string; firstName: string; lastName: string },
  visit: { offerCode: string; duration: number } = { offerCode: 'FR-D1', duration: 1 },
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
      data: {
        orderId,
        service: 'TICKET',
        code: visit.offerCode,
        startDate: day,
        duration: visit.duration,
        quantity: 2,
      },
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
        duration: visit.duration,
        offerCode: visit.offerCode,
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
