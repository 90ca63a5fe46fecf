import { type CalendarDate, parseDate } from '@internationalized/date';
import { isPackageBooking } from '@sesame/domain/booking/package';
import { payingVisitors } from '@sesame/domain/booking/visitors';
import { addDays, daysBetween } from '@sesame/domain/dates/calendar-days';
import { nextStep } from '@sesame/domain/funnel/next-step';
import type { Cents } from '@sesame/domain/money/cents';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { ChoiceGroup } from '../components/ui/choice-group.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useHoldOffer } from '../features/booking/hold-offer.ts';
import { offerCalendarQuery } from '../features/visit-dates/offer-calendar-query.ts';
import { VisitCalendar } from '../features/visit-dates/visit-calendar.tsx';
import { useParisToday } from '../lib/clock.tsx';
import { useErrorMessage } from '../lib/error-message.ts';
import { useFormatMoney, useFormatVisitDate } from '../lib/format.tsx';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';
import styles from './duration.module.css';

const DURATIONS = ['1', '2', '3'] as const;
/** Months of prices asked at once: the visible month and the next. */
const NB_MONTH = 2;

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
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const errorMessage = useErrorMessage();
  const booking = useBookingStore((state) => state.booking);
  const track = useBookingStore((state) => state.funnel.track);
  const holdOffer = useHoldOffer();
  const today = useParisToday();
  const offerFirst = track === 'offer' && booking.offer !== null;
  const [duration, setDuration] = useState(
    offerFirst && booking.offer ? booking.offer.duration : booking.duration,
  );
  const [date, setDate] = useState(() =>
    booking.startDate && booking.startDate >= today ? booking.startDate : null,
  );
  // Kept apart from the loaded months, so the chosen day's price shows while browsing others.
  const [datePrice, setDatePrice] = useState<Cents | null>(null);
  const [focusedMonth, setFocusedMonth] = useState<CalendarDate>(() => parseDate(date ?? today));
  const [jumped, setJumped] = useState(date !== null);

  const monthStart = focusedMonth.set({ day: 1 }).toString();
  // The past is never asked for: this month's prices start today.
  const windowStart = daysBetween(today, monthStart) > 0 ? monthStart : today;
  const calendar = useQuery(
    offerCalendarQuery({
      groupLength: payingVisitors(booking.group),
      duration,
      startDate: windowStart,
      nbMonth: NB_MONTH,
      offerCode: offerFirst ? (booking.offer?.code ?? null) : null,
      track,
      adults: booking.group.adults,
      children: booking.group.children,
      isPackage: isPackageBooking(booking),
    }),
  );
  const days = new Map((calendar.data?.dateList ?? []).map((day) => [day.startDate, day]));
  const chosenPrice = datePrice ?? (date ? (days.get(date)?.price ?? null) : null);

  // The park may be closed for months: the calendar opens on the first bookable day, looking
  // ahead window by window (the answer only knows the months it covers) for up to a year.
  const firstAvailable = calendar.data?.firstAvailableStartDate ?? null;
  const windowLoaded = calendar.isSuccess && !calendar.isPlaceholderData;
  useEffect(() => {
    if (jumped || !windowLoaded) return;
    if (firstAvailable) {
      setJumped(true);
      setFocusedMonth(parseDate(firstAvailable));
      return;
    }
    const next = focusedMonth.add({ months: NB_MONTH }).set({ day: 1 });
    if (next.compare(parseDate(today).add({ years: 1 })) > 0) setJumped(true);
    else setFocusedMonth(next);
  }, [jumped, windowLoaded, firstAvailable, focusedMonth, today]);

  const proceed = () => {
    const { booking: next, funnel } = useBookingStore.getState();
    navigate(pathOf(nextStep('duration', next, funnel, config), language));
  };

  const submit = () => {
    if (!date) return;
    useBookingStore.getState().setDates(date, duration);
    const offer = useBookingStore.getState().booking.offer;
    if (offerFirst && offer) {
      holdOffer.mutate({ offer, startDate: date, duration }, { onSuccess: proceed });
    } else {
      proceed();
    }
  };

  return (
    <Page title={t('duration.title')} lead={t('duration.lead')}>
      {offerFirst && booking.offer ? (
        <p className={styles.fixed}>
          {t('duration.offerDuration', {
            count: booking.offer.duration,
            offer: booking.offer.name,
          })}
        </p>
      ) : (
        <ChoiceGroup
          legend={t('duration.length.legend')}
          look="segmented"
          value={String(duration) as (typeof DURATIONS)[number]}
          onChange={(value) => {
            // Prices and availability depend on the length: the day is chosen again.
            setDuration(Number(value));
            setDate(null);
            setDatePrice(null);
          }}
          choices={DURATIONS.map((days) => ({
            value: days,
            label: t('duration.length.days', { count: Number(days) }),
          }))}
        />
      )}
      {calendar.isError && <Alert tone="danger">{errorMessage(calendar.error)}</Alert>}
      <VisitCalendar
        language={language}
        days={days}
        minDate={today}
        value={date}
        onChange={(day) => {
          setDate(day);
          setDatePrice(days.get(day)?.price ?? null);
        }}
        focusedMonth={focusedMonth}
        onFocusChange={setFocusedMonth}
        duration={duration}
        isLoading={calendar.isFetching || !jumped}
      />
      <div className={styles.choice} aria-live="polite">
        {date ? (
          <>
            <p className={styles.dates}>
              {duration > 1
                ? t('duration.selection.range', {
                    from: formatDate(date),
                    to: formatDate(addDays(date, duration - 1)),
                  })
                : formatDate(date)}
            </p>
            {chosenPrice !== null && (
              <p className={styles.from}>
                {t('duration.selection.from', { price: formatMoney(chosenPrice) })}
              </p>
            )}
          </>
        ) : (
          <p className={styles.from}>{t('duration.selection.none')}</p>
        )}
      </div>
      {holdOffer.isError && <Alert tone="danger">{errorMessage(holdOffer.error)}</Alert>}
      <Button fullWidth onClick={submit} disabled={!date} isPending={holdOffer.isPending}>
        {t('common.continue')}
      </Button>
    </Page>
  );
}
