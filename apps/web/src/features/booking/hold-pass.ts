import { payingVisitors } from '@sesame/domain/booking/visitors';
import type { Complementary } from '@sesame/domain/catalog/offer';
import { expectSuccess, graphql, request } from '../../lib/graphql-client.ts';
import { useMutation } from '../../lib/query/index.ts';
import { useBookingStore } from './booking-store.ts';
import { currentOrderId, SetLockedStockDocument } from './hold-offer.ts';

export const RemoveLockedStockDocument = graphql<'RemoveLockedStock'>(`
  mutation RemoveLockedStock($lockedStockData: LockedStockData!) {
    removeLockedStock(lockedStockData: $lockedStockData) {
      success
      code
    }
  }
`);

interface PassChoice {
  /** The pass chosen, for the days of the visit and the group; null for no pass. */
  pass: Complementary | null;
  /** The codes of the passes offered on the page: the others of them are given back. */
  passCodes: readonly string[];
  startDate: string;
  duration: number;
}

/**
 * booking-funnel.md §2 pass and §4 order flow: a chosen pass is held (service PASS) for the group's
 * paying visitors on every day of the visit, then stored in the booking's complementaries; the
 * pass it replaces is given back only once the new one is held, so a refusal keeps the visitor's
 * previous choice. Choosing no pass gives back the pass held. Choices run one after the other.
 */
export function useHoldPass() {
  return useMutation({
    scope: { id: 'pass' },
    mutationFn: async ({ pass, passCodes, startDate, duration }: PassChoice) => {
      const orderId = await currentOrderId();
      const store = useBookingStore.getState();
      const lockedStock = { orderId, service: 'PASS' as const, startDate, duration };
      if (pass) {
        const { setLockedStock } = await request(SetLockedStockDocument, {
          lockedStockData: {
            ...lockedStock,
            code: pass.code,
            quantity: payingVisitors(store.booking.group),
          },
        });
        const { expiresAt } = expectSuccess(setLockedStock);
        store.addComplementary(pass);
        if (expiresAt) store.startTimer(expiresAt);
      }
      const replaced = useBookingStore
        .getState()
        .booking.complementaries.filter(
          (held) => passCodes.includes(held.code) && held.code !== pass?.code,
        );
      for (const held of replaced) {
        const { removeLockedStock } = await request(RemoveLockedStockDocument, {
          lockedStockData: { ...lockedStock, code: held.code, quantity: held.quantity },
        });
        expectSuccess(removeLockedStock);
        useBookingStore.getState().removeComplementary(held.code);
      }
    },
  });
}
