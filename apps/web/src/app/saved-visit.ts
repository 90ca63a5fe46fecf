import type { Booking } from '@sesame/domain/booking/booking';
import type { SavedChoices } from '@sesame/domain/booking/saved-booking';
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
import { offersParams } from '../features/offers/offers-params.ts';
import { offersQuery } from '../features/offers/offers-query.ts';
import { passComplementary, passesQuery } from '../features/pass/passes-query.ts';
import { defaultPricesQuery } from '../features/show-seats/default-prices-query.ts';
import { seatOptions } from '../features/show-seats/seat-options.ts';
import type { QueryClient } from '../lib/query/index.ts';

export interface VisitContext {
  queryClient: QueryClient;
  language: Language;
  today: string;
}

/**
 * booking-funnel.md §7, `basket(id)`: the visit saved on the order (group, days, offer, seat,
 * passes), rebuilt on the session's booking from today's catalogue; null when the catalogue no
 * longer sells it as saved.
 */
export async function savedVisit(
  booking: Booking,
  track: Track | null,
  saved: SavedChoices,
  { queryClient, language, today }: VisitContext,
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
