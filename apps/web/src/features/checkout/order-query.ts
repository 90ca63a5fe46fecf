import type { Cents } from '@sesame/domain/money/cents';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { GraphqlError, graphql, request } from '../../lib/graphql-client.ts';

export interface OrderLine {
  kind: string;
  code: string;
  label: string;
  date: string | null;
  adults: number;
  children: number;
  quantity: number;
  adultUnitPrice: Cents;
  childUnitPrice: Cents;
  totalPrice: Cents;
}

export interface OrderSummary {
  orderId: string;
  shortOrderId: string;
  status: string;
  total: Cents | null;
  currency: string;
  email: string | null;
  lines: OrderLine[];
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
      lines {
        kind
        code
        label
        date
        adults
        children
        quantity
        adultUnitPrice
        childUnitPrice
        totalPrice
      }
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
