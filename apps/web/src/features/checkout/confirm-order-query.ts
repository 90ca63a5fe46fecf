import { expectSuccess, GraphqlError, graphql, request } from '../../lib/graphql-client.ts';
import { queryOptions, skipToken } from '../../lib/query/index.ts';

const ConfirmShoppingCartDocument = graphql<'ConfirmShoppingCart'>(`
  mutation ConfirmShoppingCart($shoppingCartId: ID!, $orderId: ID!) {
    confirmShoppingCart(shoppingCartId: $shoppingCartId, orderId: $orderId) {
      success
      code
    }
  }
`);

/**
 * booking-funnel.md §4, confirm cart, on the visitor's return from the payment provider. The
 * server confirms once however often it is asked (DESIGN.md invariant 3), so the answer is read
 * like a query; while the provider's notice has not landed yet it is asked again a few times.
 */
export function confirmOrderQuery(orderId: string | null, shoppingCartId: string | null) {
  return queryOptions({
    queryKey: ['confirmShoppingCart', orderId, shoppingCartId],
    queryFn:
      orderId && shoppingCartId
        ? async ({ signal }) => {
            const { confirmShoppingCart } = await request(
              ConfirmShoppingCartDocument,
              { shoppingCartId, orderId },
              signal,
            );
            return expectSuccess(confirmShoppingCart);
          }
        : skipToken,
    retry: (failures, error) =>
      failures < 4 &&
      error instanceof GraphqlError &&
      (error.code === 'PAYMENT_NOT_COMPLETED' || error.code === 'BUSY'),
    retryDelay: 1500,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
