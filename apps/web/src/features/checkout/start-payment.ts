import type { Booking } from '@sesame/domain/booking/booking';
import type { Language } from '@sesame/domain/i18n/language';
import type { CustomerInput } from '../../lib/generated/graphql.ts';
import { expectSuccess, GraphqlError, graphql, request } from '../../lib/graphql-client.ts';
import { useMutation } from '../../lib/query/index.ts';
import { checkBasketHash } from './basket-hash.ts';

const CreateShoppingCartDocument = graphql<'CreateShoppingCart'>(`
  mutation CreateShoppingCart($orderId: ID!, $customer: CustomerInput!) {
    createShoppingCart(orderId: $orderId, customer: $customer) {
      success
      code
      shoppingCartId
      total
    }
  }
`);

const ConfirmShoppingCartBasicDocument = graphql<'ConfirmShoppingCartBasic'>(`
  mutation ConfirmShoppingCartBasic($reservation: ID!, $orderId: ID!) {
    confirmShoppingCartBasic(reservation: $reservation, orderId: $orderId) {
      success
      code
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
  /** The identified visitor, with the address posted tickets go to (readings.md §16). */
  customer: CustomerInput;
  language: Language;
  /** The booking as stored, checked against its hash before anything is paid. */
  booking: Booking;
}

/** Where paying leads: the provider's card form, or nothing to pay and the cart confirmed. */
export type PaymentOutcome = { kind: 'redirect'; url: string } | { kind: 'confirmed' };

/**
 * checkout-and-account.md §7, hash checks: the stored basket is first checked against the hash
 * taken when the summary was accepted; a basket changed since is not paid (BASKET_INVALID).
 * Then §4, order flow: create the cart (the basket and the identified guest, frozen), then open
 * a payment for it. Each attempt opens a new cart, so a retry after a declined
 * card pays for what the visitor sees now. A cart the server priced at 0 needs no payment: it is
 * confirmed at once (confirmShoppingCartBasic, §7).
 */
export function useStartPayment(onCart: (shoppingCartId: string) => void) {
  return useMutation({
    mutationFn: async ({
      orderId,
      customer,
      language,
      booking,
    }: PaymentRequest): Promise<PaymentOutcome> => {
      if ((await checkBasketHash(orderId, booking)) === 'invalid') {
        throw new GraphqlError('BASKET_INVALID');
      }
      const { createShoppingCart } = await request(CreateShoppingCartDocument, {
        orderId,
        customer: {
          email: customer.email,
          firstName: customer.firstName,
          lastName: customer.lastName,
          postalAddress: customer.postalAddress ?? null,
        },
      });
      const { shoppingCartId } = expectSuccess(createShoppingCart);
      if (!shoppingCartId) throw new Error('createShoppingCart answered success without a cart');
      onCart(shoppingCartId);
      if (createShoppingCart.total === 0) {
        const { confirmShoppingCartBasic } = await request(ConfirmShoppingCartBasicDocument, {
          reservation: shoppingCartId,
          orderId,
        });
        expectSuccess(confirmShoppingCartBasic);
        return { kind: 'confirmed' } as const;
      }
      const { startPayment } = await request(StartPaymentDocument, {
        orderId,
        shoppingCartId,
        language,
      });
      const { redirectUrl } = expectSuccess(startPayment);
      if (!redirectUrl) throw new Error('startPayment answered success without an address');
      return { kind: 'redirect', url: redirectUrl } as const;
    },
  });
}
