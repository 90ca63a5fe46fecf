import { payingVisitors } from '@sesame/domain/booking/visitors';
import type { Offer } from '@sesame/domain/catalog/offer';
import { useMutation } from '@tanstack/react-query';
import { expectSuccess, graphql, request } from '../../lib/graphql-client.ts';
import { useBookingStore } from './booking-store.ts';
import { releaseOrderHolds } from './release-order-holds.ts';

interface InitOrderResult {
  initOrder: { orderId: string; shortOrderId: string };
}

const InitOrderDocument = graphql<InitOrderResult>(`
  mutation InitOrder {
    initOrder {
      orderId
      shortOrderId
    }
  }
`);

interface SetLockedStockResult {
  setLockedStock: { success: boolean; code: string | null; expiresAt: string | null };
}

interface SetLockedStockVariables {
  lockedStockData: {
    orderId: string;
    service: 'TICKET';
    code: string;
    startDate: string;
    duration: number;
    quantity: number;
  };
}

const SetLockedStockDocument = graphql<SetLockedStockResult, SetLockedStockVariables>(`
  mutation SetLockedStock($lockedStockData: LockedStockData!) {
    setLockedStock(lockedStockData: $lockedStockData) {
      success
      code
      expiresAt
    }
  }
`);

/** The order to hold places on: the stored one, or a new one when none is stored (spec §4). */
async function currentOrderId(): Promise<string> {
  const stored = useBookingStore.getState().order.orderId;
  if (stored) return stored;
  const { initOrder } = await request(InitOrderDocument);
  useBookingStore.getState().setOrder(initOrder);
  return initOrder.orderId;
}

/**
 * booking-funnel.md §4, order flow: init order, then lock stock. Places for the visit days are
 * held for 15 minutes for the group's paying visitors; a previous choice's places are released
 * first, since a new offer starts a new basket. The basket timer starts from the server's expiry.
 */
export function useHoldOffer() {
  return useMutation({
    mutationFn: async ({
      offer,
      startDate,
      duration,
    }: {
      offer: Offer;
      startDate: string;
      duration: number;
    }) => {
      const orderId = await currentOrderId();
      const { timer, booking } = useBookingStore.getState();
      if (timer.timerEnabled) await releaseOrderHolds(orderId);
      const { setLockedStock } = await request(SetLockedStockDocument, {
        lockedStockData: {
          orderId,
          service: 'TICKET',
          code: offer.code,
          startDate,
          duration,
          quantity: payingVisitors(booking.group),
        },
      });
      return expectSuccess(setLockedStock);
    },
    onSuccess: ({ expiresAt }, { offer }) => {
      const store = useBookingStore.getState();
      store.chooseOffer(offer);
      if (expiresAt) store.startTimer(expiresAt);
    },
  });
}
