import type { Booking } from '@sesame/domain/booking/booking';
import {
  isSameBasket,
  isSameVisit,
  type SavedChoices,
  withSavedExtras,
} from '@sesame/domain/booking/saved-booking';
import {
  addComplementary,
  chooseShowSeat,
  clearBasket,
  setDates,
  setGroup,
  setOffer,
} from '@sesame/domain/booking/transitions';
import type { Track } from '@sesame/domain/funnel/funnel-state';
import type { Language } from '@sesame/domain/i18n/language';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { fetchSavedBasket } from '../features/booking/saved-basket-query.ts';
import { offersParams } from '../features/offers/offers-params.ts';
import { offersQuery } from '../features/offers/offers-query.ts';
import { passComplementary, passesQuery } from '../features/pass/passes-query.ts';
import { defaultPricesQuery } from '../features/show-seats/default-prices-query.ts';
import { seatOptions } from '../features/show-seats/seat-options.ts';
import { basketInput } from '../features/summary/save-basket-query.ts';
import type { QueryClient } from '../lib/query/index.ts';

interface Context {
  queryClient: QueryClient;
  language: Language;
  today: string;
}

/**
 * booking-funnel.md §7, `basket(id)`: the order's saved booking is the truth a reload or a second
 * tab shows. When it differs from the session's (another tab of the same order changed it), the
 * session takes it: the visit (group, days, offer, seat, passes) rebuilt from today's catalogue,
 * the summary's choices priced by the saved lines. An order the visitor can no longer reach (moved
 * or closed in another tab) is forgotten, so that the next hold opens a new one.
 */
export async function restoreSavedBooking(orderId: string, context: Context): Promise<void> {
  const saved = await fetchSavedBasket(orderId);
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

  const visit =
    session && isSameVisit(session, saved.booking)
      ? store.booking
      : await savedVisit(store.booking, store.funnel.track, saved.booking, context);
  // A visit today's catalogue no longer sells as saved (or holds what only its step can rebuild,
  // an activity's slot) stays as the session has it; the summary saves it again.
  if (!visit || useBookingStore.getState().order.orderId !== orderId) return;
  store.restoreBooking(withSavedExtras(visit, saved.booking, saved));
  if (saved.customer && !store.customer)
    store.setCustomer({ ...saved.customer, isLoggedIn: false });
}

async function savedVisit(
  booking: Booking,
  track: Track | null,
  saved: SavedChoices,
  { queryClient, language, today }: Context,
): Promise<Booking | null> {
  let visit = setDates(
    setGroup(booking, { ...booking.group, ...saved.group }),
    saved.startDate,
    saved.duration,
  );
  const offers = await queryClient.fetchQuery(
    offersQuery(offersParams(visit, saved.startDate, { language, purchaseDate: today, track })),
  );
  const offer = offers.find((candidate) => candidate.code === saved.offerCode);
  if (!offer) return null;
  visit = setOffer(clearBasket(visit), offer);

  if (saved.eventDate && saved.seating) {
    const supplements = await queryClient.fetchQuery(defaultPricesQuery(saved.startDate));
    const seat = seatOptions(offer, saved.eventDate, supplements, visit.group).find(
      (option) => option.seating === saved.seating,
    );
    if (!seat) return null;
    visit = chooseShowSeat(visit, seat);
  }
  if (saved.complementaries.length > 0) {
    const passes = await queryClient.fetchQuery(
      passesQuery({
        language,
        group: visit.group,
        startDate: saved.startDate,
        purchaseDate: today,
        duration: saved.duration,
      }),
    );
    for (const complementary of saved.complementaries) {
      const pass = passes.find((candidate) => candidate.code === complementary.code);
      if (!pass) return null;
      visit = addComplementary(visit, passComplementary(pass, visit.group));
    }
  }
  return visit;
}
