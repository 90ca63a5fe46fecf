import { isPackageBooking } from '@sesame/domain/booking/package';
import { payingVisitors } from '@sesame/domain/booking/visitors';
import { nextStep } from '@sesame/domain/funnel/next-step';
import type { VisitDatesInput } from '@sesame/domain/validation/visit-dates-schema';
import { Page } from '../components/page.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { changeDates } from '../features/booking/change-dates.ts';
import { useExpiredCardChoice } from '../features/booking/expired-card-choice.tsx';
import { useHoldOffer } from '../features/booking/hold-offer.ts';
import { offersParams } from '../features/offers/offers-params.ts';
import { offersQuery } from '../features/offers/offers-query.ts';
import { VisitDatesForm } from '../features/visit-dates/visit-dates-form.tsx';
import { useParisToday } from '../lib/clock.tsx';
import { GraphqlError } from '../lib/graphql-client.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useMutation, useQueryClient } from '../lib/query/index.ts';
import { useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';

/**
 * booking-funnel.md §2, duration: the visit's length and first day, on a calendar priced for the
 * group. In track offer the offer is already chosen (priced from its cheapest day, readings.md
 * §11): once the day is, the offer is priced for it and its places are held here.
 */
export default function DurationRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('duration.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const config = usePlatformConfig();
  const booking = useBookingStore((state) => state.booking);
  const track = useBookingStore((state) => state.funnel.track);
  const queryClient = useQueryClient();
  const holdOffer = useHoldOffer();
  const today = useParisToday();
  // The chosen offer as sold on the chosen day; gone from that day's list, it is no longer for sale.
  const offerOfTheDay = useMutation({
    mutationFn: async ({ code, startDate }: { code: string; startDate: string }) => {
      const { booking: current } = useBookingStore.getState();
      const offers = await queryClient.fetchQuery(
        offersQuery(offersParams(current, startDate, { language, purchaseDate: today, track })),
      );
      const offer = offers.find((candidate) => candidate.code === code && candidate.available);
      if (!offer) throw new GraphqlError('OFFER_UNAVAILABLE');
      return offer;
    },
  });
  const offerFirst = track === 'offer' ? booking.offer : null;
  const defaultValues = {
    duration: offerFirst ? offerFirst.duration : booking.duration,
    startDate: booking.startDate && booking.startDate >= today ? booking.startDate : null,
  };

  const proceed = () => {
    const { booking: next, funnel } = useBookingStore.getState();
    navigate(pathOf(nextStep('duration', next, funnel, config), language));
  };

  const expiredCard = useExpiredCardChoice();
  const submit = (dates: VisitDatesInput) =>
    expiredCard.whenCardHolds(dates, () => chooseDates(dates));

  const chooseDates = async ({ startDate, duration }: VisitDatesInput) => {
    await changeDates(startDate, duration);
    const chosen = useBookingStore.getState().booking.offer;
    if (offerFirst && chosen) {
      const offer = await offerOfTheDay
        .mutateAsync({ code: chosen.code, startDate })
        .catch(() => null);
      if (offer) holdOffer.mutate({ offer, startDate, duration }, { onSuccess: proceed });
    } else {
      proceed();
    }
  };

  return (
    <Page title={t('duration.title')} lead={t('duration.lead')}>
      <VisitDatesForm
        language={language}
        today={today}
        defaultValues={defaultValues}
        fixedOffer={offerFirst}
        calendarRequest={{
          groupLength: payingVisitors(booking.group),
          offerCode: offerFirst?.code ?? null,
          track,
          adults: booking.group.adults,
          children: booking.group.children,
          isPackage: isPackageBooking(booking),
        }}
        isPending={offerOfTheDay.isPending || holdOffer.isPending}
        error={offerOfTheDay.error ?? holdOffer.error}
        onSubmit={submit}
      />
      {expiredCard.dialog}
    </Page>
  );
}
