import type { Booking } from '@sesame/domain/booking/booking';
import { firstCompletionStep } from '@sesame/domain/completion/completion-steps';
import { useCallback } from 'react';
import { usePlatformConfig } from '../../lib/platform-query.ts';
import { useNavigate } from '../../lib/router.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { pathOf } from '../../paths.ts';
import { useBookingStore } from './booking-store.ts';
import { releaseOrderHolds } from './release-order-holds.ts';

/**
 * checkout-and-account.md §4, completion mode: the session takes the booking preset from a paid
 * order, on its completion order, and the customer goes to the first extra a completion sells (the pass). A
 * basket in progress gives its places back first; a failure there only leaves them to expire.
 */
export function useEnterCompletion() {
  const navigate = useNavigate();
  const language = useLanguage();
  const config = usePlatformConfig();
  return useCallback(
    async (booking: Booking, ids: { orderId: string; shortOrderId: string }) => {
      const { order, booking: current } = useBookingStore.getState();
      if (order.orderId && !current.bookingPaid) {
        await releaseOrderHolds(order.orderId).catch((error: unknown) =>
          console.warn('The previous basket kept its places until they expire', error),
        );
      }
      useBookingStore.getState().enterCompletion(booking, ids);
      navigate(pathOf(firstCompletionStep(booking, config), language));
    },
    [navigate, language, config],
  );
}
