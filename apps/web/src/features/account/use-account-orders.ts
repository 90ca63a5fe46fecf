import { useQuery } from '../../lib/query/index.ts';
import { myOrdersQuery } from './account-queries.ts';

/**
 * checkout-and-account.md §3 and §4, the order list state: `myOrders`, and `isOrdersLoading`,
 * true at first and while the orders load, false afterwards whether they came or failed
 * (`orders`, the query itself, says which and asks again).
 */
export function useAccountOrders() {
  const orders = useQuery(myOrdersQuery());
  return {
    myOrders: orders.data ?? [],
    isOrdersLoading: orders.isPending,
    orders,
  };
}
