import { expectSuccess, graphql, request } from '../../lib/graphql-client.ts';

const RemoveOrderLockedStocksDocument = graphql<'RemoveOrderLockedStocks'>(`
  mutation RemoveOrderLockedStocks($deleteLockedStockData: DeleteLockedStockData!) {
    removeOrderLockedStocks(deleteLockedStockData: $deleteLockedStockData) {
      success
      code
    }
  }
`);

/**
 * booking-funnel.md §4: releases every place the order holds (service ALL), or only those of one
 * service (PASS and ACTIVITY when new dates clear the passes and the activity's slot).
 */
export async function releaseOrderHolds(
  orderId: string,
  service: 'ALL' | 'PASS' | 'ACTIVITY' = 'ALL',
): Promise<void> {
  const { removeOrderLockedStocks } = await request(RemoveOrderLockedStocksDocument, {
    deleteLockedStockData: { orderId, service },
  });
  expectSuccess(removeOrderLockedStocks);
}
