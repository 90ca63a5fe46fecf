import { changesDates } from '@sesame/domain/booking/transitions';
import { useBookingStore } from './booking-store.ts';
import { releaseOrderHolds } from './release-order-holds.ts';

/**
 * booking-funnel.md §3 and docs/spec-readings.md, changing dates: new days clear the extras booked
 * for the old ones (the domain's setDates), and the passes and activities they held are given back
 * (service PASS, and ACTIVITY for an activity's slot), so the basket saved later holds nothing for days the visitor no
 * longer visits.
 */
export async function changeDates(startDate: string, duration: number): Promise<void> {
  const { booking, order, setDates } = useBookingStore.getState();
  // An activity's slot has a start time; a pass has none.
  const heldServices = new Set(
    booking.complementaries.map((held): 'ACTIVITY' | 'PASS' =>
      held.session ? 'ACTIVITY' : 'PASS',
    ),
  );
  const orderId = changesDates(booking, startDate, duration) ? order.orderId : null;
  setDates(startDate, duration);
  // The extras are out of the basket already; a failed release only leaves places held until the
  // basket expires, which must not stop the visitor from going on.
  if (orderId) {
    await Promise.all(
      [...heldServices].map((service) =>
        releaseOrderHolds(orderId, service).catch(() => undefined),
      ),
    );
  }
}
