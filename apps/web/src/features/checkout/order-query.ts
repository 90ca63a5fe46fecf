import type { Cents } from '@sesame/domain/money/cents';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { BASKET_LINE_FIELDS, type BasketLine } from '../../lib/basket-line.ts';
import { GraphqlError, graphql, request } from '../../lib/graphql-client.ts';

export interface OrderSummary {
  orderId: string;
  shortOrderId: string;
  status: string;
  total: Cents | null;
  currency: string;
  email: string | null;
  lines: BasketLine[];
}

const OrderDocument = graphql<{ order: OrderSummary | null }, { orderId: string }>(`
  query Order($orderId: ID!) {
    order(orderId: $orderId) {
      orderId
      shortOrderId
      status
      total
      currency
      email
      lines { ${BASKET_LINE_FIELDS} }
    }
  }
`);

/** An order as the server keeps it, reached with its unguessable id. */
export function orderQuery(orderId: string | null) {
  return queryOptions({
    queryKey: ['order', orderId],
    queryFn: orderId
      ? async ({ signal }) => {
          const { order } = await request(OrderDocument, { orderId }, signal);
          if (!order) throw new GraphqlError('ORDER_NOT_FOUND');
          return order;
        }
      : skipToken,
  });
}
