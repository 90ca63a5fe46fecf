import { payingVisitors } from '@sesame/domain/booking/visitors';
import type { Offer } from '@sesame/domain/catalog/offer';
import { expectSuccess, graphql, request } from '../../lib/graphql-client.ts';
import { useMutation } from '../../lib/query/index.ts';
import type { ShowSeat } from './booking-state.ts';
import { useBookingStore } from './booking-store.ts';
import { InitOrderDocument } from './init-order.ts';
import { orderMoveSettled } from './move-order.ts';
import { releaseOrderHolds } from './release-order-holds.ts';

export const SetLockedStockDocument = graphql<'SetLockedStock'>(`
  mutation SetLockedStock($lockedStockData: LockedStockData!) {
    setLockedStock(lockedStockData: $lockedStockData) {
      success
      code
      expiresAt
    }
  }
`);

/**
 * The order to hold places on: the stored one, or a new one when none is stored (spec §4) — once
 * a move after a back/forward navigation is over (readings.md §13).
 */
export async function currentOrderId(): Promise<string> {
  await orderMoveSettled();
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
      if (timer.timerEnabled) {
        await releaseOrderHolds(orderId);
        // Holding nothing, the order starts a new 15 minutes, renewable again.
        useBookingStore.getState().stopTimer();
      }
      const { setLockedStock } = await request(SetLockedStockDocument, {
        lockedStockData: {
          orderId,
          service: 'TICKET',
          code: offer.code,
          startDate,
          duration,
          seating: offer.seating ?? undefined,
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

/**
 * booking-funnel.md §2 offers/category: holds the group's places with the chosen seat category at
 * the chosen show. The server replaces the offer's previous hold (same order, service and code)
 * in one transaction, so the visitor never holds two categories and keeps the old one if the new
 * one is sold out; the basket's expiry does not move. Choices are held one after the other, in
 * the order the visitor made them, so the last one wins.
 */
export function useHoldShowSeat() {
  return useMutation({
    scope: { id: 'show-seat' },
    mutationFn: async ({
      offer,
      startDate,
      duration,
      seat,
    }: {
      offer: Offer;
      startDate: string;
      duration: number;
      seat: ShowSeat;
    }) => {
      const orderId = await currentOrderId();
      const { setLockedStock } = await request(SetLockedStockDocument, {
        lockedStockData: {
          orderId,
          service: 'TICKET',
          code: offer.code,
          startDate,
          duration,
          seating: seat.seating,
          eventDate: seat.date,
          quantity: payingVisitors(useBookingStore.getState().booking.group),
        },
      });
      return expectSuccess(setLockedStock);
    },
    onSuccess: ({ expiresAt }, { seat }) => {
      const store = useBookingStore.getState();
      store.chooseShowSeat(seat);
      if (expiresAt) store.startTimer(expiresAt);
    },
  });
}
