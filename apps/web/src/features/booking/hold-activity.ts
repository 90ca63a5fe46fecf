import type { Complementary } from '@sesame/domain/catalog/offer';
import { expectSuccess, request } from '../../lib/graphql-client.ts';
import { useMutation } from '../../lib/query/index.ts';
import { useBookingStore } from './booking-store.ts';
import { currentOrderId, SetLockedStockDocument } from './hold-offer.ts';
import { RemoveLockedStockDocument } from './hold-pass.ts';

interface SlotChoice {
  /** The activity in its chosen slot, for the group's children; null for no slot. */
  slot: Complementary | null;
  /** The activity's code: its slot held before is the one given back. */
  code: string;
}

/**
 * booking-funnel.md §2 activities and §4 order flow: a chosen slot is held (service ACTIVITY) for
 * the group's children, then stored in the booking's complementaries. The order has one hold per
 * activity, so a new slot replaces the one held in the same step on the server, and a refusal keeps
 * the previous slot. Choosing no slot gives the held one back. Choices run one after the other.
 */
export function useHoldActivity() {
  return useMutation({
    scope: { id: 'activity' },
    mutationFn: async ({ slot, code }: SlotChoice) => {
      const orderId = await currentOrderId();
      const store = useBookingStore.getState();
      const [date] = slot?.dates ?? [];
      if (slot && date) {
        const { setLockedStock } = await request(SetLockedStockDocument, {
          lockedStockData: {
            orderId,
            service: 'ACTIVITY',
            code: slot.code,
            startDate: date,
            session: slot.session,
            quantity: slot.quantity,
          },
        });
        const { expiresAt } = expectSuccess(setLockedStock);
        store.addComplementary(slot);
        if (expiresAt) store.startTimer(expiresAt);
        return;
      }
      const held = store.booking.complementaries.find((c) => c.code === code);
      const [heldDate] = held?.dates ?? [];
      if (!held || !heldDate) return;
      const { removeLockedStock } = await request(RemoveLockedStockDocument, {
        lockedStockData: {
          orderId,
          service: 'ACTIVITY',
          code,
          startDate: heldDate,
          quantity: held.quantity,
        },
      });
      expectSuccess(removeLockedStock);
      useBookingStore.getState().removeComplementary(code);
    },
  });
}
