import { isPackageBooking } from '@sesame/domain/booking/package';
import { payingVisitors } from '@sesame/domain/booking/visitors';
import { nextStep } from '@sesame/domain/funnel/next-step';
import type { VisitDatesInput } from '@sesame/domain/validation/visit-dates-schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../components/page.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { changeDates } from '../features/booking/change-dates.ts';
import { useHoldOffer } from '../features/booking/hold-offer.ts';
import { VisitDatesForm } from '../features/visit-dates/visit-dates-form.tsx';
import { useParisToday } from '../lib/clock.tsx';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';

/**
 * booking-funnel.md §2, duration: the visit's length and first day, on a calendar priced for the
 * group. In track offer the offer is already chosen, so its places are held here, once the day is.
 */
export default function DurationRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('duration.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const config = usePlatformConfig();
  const booking = useBookingStore((state) => state.booking);
  const track = useBookingStore((state) => state.funnel.track);
  const holdOffer = useHoldOffer();
  const today = useParisToday();
  const offerFirst = track === 'offer' ? booking.offer : null;
  const defaultValues = {
    duration: offerFirst ? offerFirst.duration : booking.duration,
    startDate: booking.startDate && booking.startDate >= today ? booking.startDate : null,
  };

  const proceed = () => {
    const { booking: next, funnel } = useBookingStore.getState();
    navigate(pathOf(nextStep('duration', next, funnel, config), language));
  };

  const submit = async ({ startDate, duration }: VisitDatesInput) => {
    await changeDates(startDate, duration);
    const offer = useBookingStore.getState().booking.offer;
    if (offerFirst && offer) {
      holdOffer.mutate({ offer, startDate, duration }, { onSuccess: proceed });
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
        isPending={holdOffer.isPending}
        error={holdOffer.error}
        onSubmit={submit}
      />
    </Page>
  );
}
