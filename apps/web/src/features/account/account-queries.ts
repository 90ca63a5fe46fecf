import { graphql, request } from '../../lib/graphql-client.ts';
import { queryOptions } from '../../lib/query/index.ts';

const ACCOUNT_ORDER_FIELDS = `
  id shortOrderId status accessDate accessEndDate totalPrice currency readOnlyReason savedAt
  saleIdentifiers orderIdentifiers gtsId ticketingId babies
  group { adults children }
  catering { date serviceTime }
  options { type dates }
  accommodation { code name startDate nights }
  products {
    type code name quantity price
    prices { adultPrice childPrice }
    group { adults children }
    dates { accessDate accessEndDate sessionTime }
  }
`;

const MyOrdersDocument = graphql<'MyOrders'>(`
  query MyOrders { myOrders { ${ACCOUNT_ORDER_FIELDS} } }
`);

const MyOrderNewDocument = graphql<'MyOrderNew'>(`
  query MyOrderNew($id: ID!) { myOrderNew(id: $id) { ${ACCOUNT_ORDER_FIELDS} } }
`);

const FilteredOrdersDocument = graphql<'FilteredOrders'>(`
  query FilteredOrders($skip: Int, $take: Int, $email: String) {
    filteredOrders(skip: $skip, take: $take, email: $email) {
      status orderId shortOrderId gtsId ticketingId currency startDate totalPrice saved_at
    }
  }
`);

/** §9: the order list refreshes at most every 60 seconds. */
const ORDERS_STALE_MS = 60_000;

/** Everything the account pages hold of the customer: cleared together on disconnect. */
export const ACCOUNT_QUERY_KEY = ['account'] as const;

/** checkout-and-account.md §7 myOrders: the customer's orders, by access date ascending. */
export function myOrdersQuery() {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'orders'],
    queryFn: async ({ signal }) => (await request(MyOrdersDocument, {}, signal)).myOrders,
    staleTime: ORDERS_STALE_MS,
  });
}

export type AccountOrder = Awaited<
  ReturnType<NonNullable<ReturnType<typeof myOrdersQuery>['queryFn']>>
>[number];

/** §7 myOrderNew(id): one of the customer's orders; null when the id is not theirs. */
export function myOrderQuery(id: string) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'order', id],
    queryFn: async ({ signal }) => (await request(MyOrderNewDocument, { id }, signal)).myOrderNew,
    staleTime: ORDERS_STALE_MS,
  });
}

/** §7 filteredOrders: the order history, latest first, one page of the default size (§9). */
export function orderHistoryQuery(email: string) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'history', email],
    queryFn: async ({ signal }) =>
      (await request(FilteredOrdersDocument, { skip: 0, take: 50, email }, signal)).filteredOrders,
    staleTime: ORDERS_STALE_MS,
  });
}
