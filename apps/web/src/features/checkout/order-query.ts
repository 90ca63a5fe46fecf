import { cents } from '@sesame/domain/money/cents';
import { BASKET_LINE_FRAGMENT, basketLine } from '../../lib/basket-line.ts';
import { GraphqlError, graphql, request } from '../../lib/graphql-client.ts';
import { queryOptions, skipToken } from '../../lib/query/index.ts';

const OrderDocument = graphql<'Order'>(`
  query Order($orderId: ID!) {
    order(orderId: $orderId) {
      orderId
      shortOrderId
      status
      total
      currency
      email
      postalAddress { streetAddress customAddress zipCode city }
      lines { ...BasketLineFields }
    }
  }
  ${BASKET_LINE_FRAGMENT}
`);

/** An order as the server keeps it, reached with its unguessable id. */
export function orderQuery(orderId: string | null) {
  return queryOptions({
    queryKey: ['order', orderId],
    queryFn: orderId
      ? async ({ signal }) => {
          const { order } = await request(OrderDocument, { orderId }, signal);
          if (!order) throw new GraphqlError('ORDER_NOT_FOUND');
          return {
            ...order,
            total: order.total === null ? null : cents(order.total),
            lines: order.lines.map(basketLine),
          };
        }
      : skipToken,
  });
}
