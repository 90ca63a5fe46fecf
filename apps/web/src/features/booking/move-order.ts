import { MAX_HOLD_RENEWALS } from '@sesame/domain/booking/hold-renewal';
import { graphql, request } from '../../lib/graphql-client.ts';
import { useBookingStore } from './booking-store.ts';
import { InitOrderDocument } from './init-order.ts';

const MoveOrderDocument = graphql<'MoveOrder'>(`
  mutation MoveOrder($fromOrderId: ID!, $toOrderId: ID!) {
    moveOrder(fromOrderId: $fromOrderId, toOrderId: $toOrderId) {
      success
      code
      expiresAt
      renewalsLeft
    }
  }
`);

let moving: Promise<void> | null = null;

/**
 * Resolves once no move of the order is under way: a hold or a renewal asked for meanwhile waits
 * for it, so that it goes to the order that keeps the basket.
 */
export function orderMoveSettled(): Promise<void> {
  return moving ?? Promise.resolve();
}

/**
 * readings.md §13: a new order id (initOrder), then the server moves the old order's holds and
 * basket to it in one transaction. An order that is no longer the visitor's (paid, moved or
 * closed from another tab) is forgotten, so the next hold opens a new one; an expired one is left
 * to the expiry pop-up; when the server cannot be reached, the old order, still valid, is kept.
 */
export function moveToNewOrder(fromOrderId: string): Promise<void> {
  const move = (async () => {
    const { initOrder } = await request(InitOrderDocument);
    const { moveOrder } = await request(MoveOrderDocument, {
      fromOrderId,
      toOrderId: initOrder.orderId,
    });
    const store = useBookingStore.getState();
    if (store.order.orderId !== fromOrderId) return;
    if (moveOrder.success) {
      store.moveToOrder(initOrder, {
        expiresAt: moveOrder.expiresAt ?? null,
        renewals: MAX_HOLD_RENEWALS - (moveOrder.renewalsLeft ?? MAX_HOLD_RENEWALS),
      });
      return;
    }
    const expired =
      store.timer.expiredDate !== null && Date.parse(store.timer.expiredDate) <= Date.now();
    if (moveOrder.code !== 'BUSY' && !expired) store.forgetOrder();
  })().catch(() => undefined);
  const settled = move.finally(() => {
    if (moving === settled) moving = null;
  });
  moving = settled;
  return settled;
}
