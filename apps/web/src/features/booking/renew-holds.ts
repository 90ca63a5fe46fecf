import { MAX_HOLD_RENEWALS } from '@sesame/domain/booking/hold-renewal';
import { expectSuccess, GraphqlError, graphql, request } from '../../lib/graphql-client.ts';
import { useMutation, useQueryClient } from '../../lib/query/index.ts';
import { useBookingStore } from './booking-store.ts';
import { orderMoveSettled } from './move-order.ts';

const RenewLockedStockDocument = graphql<'RenewLockedStock'>(`
  mutation RenewLockedStock($orderId: ID!) {
    renewLockedStock(orderId: $orderId) {
      success
      code
      expiresAt
      renewalsLeft
    }
  }
`);

/**
 * readings.md §15: keeps the held selection another 15 minutes. The server checks stock and
 * prices again; the saved basket is priced anew, so the summary asks for it again and says when
 * its amount was recalculated.
 */
export function useRenewHolds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await orderMoveSettled();
      const { orderId } = useBookingStore.getState().order;
      if (!orderId) throw new GraphqlError('SELECTION_EXPIRED');
      const { renewLockedStock } = await request(RenewLockedStockDocument, { orderId });
      return expectSuccess(renewLockedStock);
    },
    onSuccess: ({ expiresAt, renewalsLeft }) => {
      if (!expiresAt || renewalsLeft == null) return;
      useBookingStore.getState().renewTimer(expiresAt, MAX_HOLD_RENEWALS - renewalsLeft);
      void queryClient.invalidateQueries({ queryKey: ['saveBasket'] });
    },
  });
}
