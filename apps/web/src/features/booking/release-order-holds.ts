import { expectSuccess, graphql, request } from '../../lib/graphql-client.ts';

interface RemoveOrderLockedStocksResult {
  removeOrderLockedStocks: { success: boolean; code: string | null };
}

interface RemoveOrderLockedStocksVariables {
  deleteLockedStockData: { orderId: string; service: 'ALL' };
}

const RemoveOrderLockedStocksDocument = graphql<
  RemoveOrderLockedStocksResult,
  RemoveOrderLockedStocksVariables
>(`
  mutation RemoveOrderLockedStocks($deleteLockedStockData: DeleteLockedStockData!) {
    removeOrderLockedStocks(deleteLockedStockData: $deleteLockedStockData) {
      success
      code
    }
  }
`);

/** booking-funnel.md §4: releases every place the order holds (service ALL). */
export async function releaseOrderHolds(orderId: string): Promise<void> {
  const { removeOrderLockedStocks } = await request(RemoveOrderLockedStocksDocument, {
    deleteLockedStockData: { orderId, service: 'ALL' },
  });
  expectSuccess(removeOrderLockedStocks);
}
