import { isSameBasket, isSameVisit, withSavedExtras } from '@sesame/domain/booking/saved-booking';
import { useBookingStore } from '../features/booking/booking-store.ts';
import type { SavedBasket } from '../features/booking/saved-basket-query.ts';
import { basketInput } from '../features/summary/save-basket-query.ts';
import type { VisitContext } from './saved-visit.ts';

/**
 * booking-funnel.md §7, `basket(id)`: the order's saved booking (`saved`, basket(id)'s answer) is
 * the truth a reload or a second tab shows. When it differs from the session's (another tab of
 * the same order changed it), the session takes it: the visit (group, days, offer, seat, passes)
 * rebuilt from today's catalogue, the summary's choices priced by the saved lines. An order the
 * visitor can no longer reach (moved or closed in another tab) is forgotten, so that the next
 * hold opens a new one.
 */
export async function restoreSavedBooking(
  orderId: string,
  saved: SavedBasket | null,
  context: VisitContext,
): Promise<void> {
  const store = useBookingStore.getState();
  if (store.order.orderId !== orderId) return;
  if (!saved) {
    store.forgetOrder();
    return;
  }
  if (saved.status === 'paid' || !saved.booking) return;
  // A completion order saves the extras on the paid visit, not the session's booking: the session
  // (preset from the paid order) stays the truth.
  if (store.booking.isInCompletion) return;
  const input = basketInput(store.booking, context.language);
  const session = input ? { ...input, coupons: input.coupons ?? [] } : null;
  if (session && isSameBasket(session, saved.booking)) return;

  // Another visit is rebuilt from the catalogue by code loaded only then: a reload of the same
  // visit, the usual case, waits for none of it.
  const choices = saved.booking;
  const visit =
    session && isSameVisit(session, choices)
      ? store.booking
      : await import('./saved-visit.ts').then(({ savedVisit }) =>
          savedVisit(store.booking, store.funnel.track, choices, context),
        );
  // A visit today's catalogue no longer sells as saved (or holds what only its step can rebuild,
  // an activity's slot) stays as the session has it; the summary saves it again.
  if (!visit || useBookingStore.getState().order.orderId !== orderId) return;
  store.restoreBooking(withSavedExtras(visit, saved.booking, saved));
  if (saved.customer && !store.customer)
    store.setCustomer({ ...saved.customer, isLoggedIn: false });
}
