import type { Language } from '@sesame/domain/i18n/language';
import { useMutation } from '@tanstack/react-query';
import type { CustomerInput } from '../../lib/generated/graphql.ts';
import { expectSuccess, graphql, request } from '../../lib/graphql-client.ts';

const CreateShoppingCartDocument = graphql<'CreateShoppingCart'>(`
  mutation CreateShoppingCart($orderId: ID!, $customer: CustomerInput!) {
    createShoppingCart(orderId: $orderId, customer: $customer) {
      success
      code
      shoppingCartId
    }
  }
`);

const StartPaymentDocument = graphql<'StartPayment'>(`
  mutation StartPayment($orderId: ID!, $shoppingCartId: ID!, $language: Language!) {
    startPayment(orderId: $orderId, shoppingCartId: $shoppingCartId, language: $language) {
      success
      code
      redirectUrl
    }
  }
`);

export interface PaymentRequest {
  orderId: string;
  customer: CustomerInput;
  language: Language;
}

/**
 * checkout-and-account.md §4, order flow: create the cart (the basket and the identified guest,
 * frozen), then open a payment for it. Each attempt opens a new cart, so a retry after a declined
 * card pays for what the visitor sees now. The answer is the provider's card form address.
 */
export function useStartPayment(onCart: (shoppingCartId: string) => void) {
  return useMutation({
    mutationFn: async ({ orderId, customer, language }: PaymentRequest) => {
      const { createShoppingCart } = await request(CreateShoppingCartDocument, {
        orderId,
        customer: {
          email: customer.email,
          firstName: customer.firstName,
          lastName: customer.lastName,
        },
      });
      const { shoppingCartId } = expectSuccess(createShoppingCart);
      if (!shoppingCartId) throw new Error('createShoppingCart answered success without a cart');
      onCart(shoppingCartId);
      const { startPayment } = await request(StartPaymentDocument, {
        orderId,
        shoppingCartId,
        language,
      });
      const { redirectUrl } = expectSuccess(startPayment);
      if (!redirectUrl) throw new Error('startPayment answered success without an address');
      return redirectUrl;
    },
  });
}
