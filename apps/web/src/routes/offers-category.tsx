import { isNightShowOffer } from '@sesame/domain/catalog/night-show';
import { nextStep } from '@sesame/domain/funnel/next-step';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { ChoiceGroup } from '../components/ui/choice-group.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Recap } from '../components/ui/recap.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TotalBar } from '../components/ui/total-bar.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useShowSeatHold } from '../features/booking/use-show-seat-hold.ts';
import { offersParams } from '../features/offers/offers-params.ts';
import { offersQuery } from '../features/offers/offers-query.ts';
import { defaultPricesQuery } from '../features/show-seats/default-prices-query.ts';
import { SeatCategoryPicker } from '../features/show-seats/seat-category-picker.tsx';
import { useSeatName } from '../features/show-seats/seat-name.ts';
import { isBookable, seatSelection } from '../features/show-seats/seat-options.ts';
import { useParisToday } from '../lib/clock.tsx';
import { errorCode, useErrorMessage } from '../lib/error-message.ts';
import { useFormatMoney } from '../lib/format.tsx';
import { useFormatTimeOfDay, useFormatVisitDate } from '../lib/format-date.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useQuery, useQueryClient } from '../lib/query/index.ts';
import { Link, Navigate, useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf, paths } from '../paths.ts';
import styles from './offers-category.module.css';

/**
 * booking-funnel.md §2, offers/category: the show date and the seat category of a night-show
 * offer. The offers page held Bronze seats at the visit date; choosing a category holds its seats
 * instead and prices the offer for it, so the summary and the server agree on the total.
 */
export default function OffersCategoryRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('offersCategory.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePlatformConfig();
  const errorMessage = useErrorMessage();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const formatTime = useFormatTimeOfDay();
  const seatName = useSeatName(config.code);
  const booking = useBookingStore((state) => state.booking);
  const track = useBookingStore((state) => state.funnel.track);
  const today = useParisToday();
  const { group, startDate, offer: chosen } = booking;
  const visitStart = startDate ?? today;

  // Fresh stock and the Bronze price for the visit days (in track offer the offer was chosen
  // before the day was).
  const offers = useQuery(
    offersQuery(offersParams(booking, visitStart, { language, purchaseDate: today, track })),
  );
  // The server prices a visit by its first day, seat supplements included.
  const supplements = useQuery(defaultPricesQuery(visitStart));

  const seatHold = useShowSeatHold({
    offer: chosen,
    startDate,
    duration: booking.duration,
    onRefused: () => void queryClient.invalidateQueries({ queryKey: ['offers'] }),
  });

  if (!chosen || !isNightShowOffer(chosen)) return <Navigate to={paths.offers(language)} replace />;

  const offer = offers.data?.find((candidate) => candidate.code === chosen.code);
  const { held, pending } = seatHold;
  const { dates, date, seating, options, selected, session, sameSeatOn } = seatSelection({
    offer,
    supplements: supplements.data,
    group,
    held,
    pending,
  });
  const isUnavailable = offers.isSuccess && dates.length === 0;

  const proceed = () => {
    const { booking: next, funnel } = useBookingStore.getState();
    navigate(pathOf(nextStep('offers/category', next, funnel, config), language));
  };

  const holdError =
    seatHold.refusedSeating &&
    (errorCode(seatHold.error) === 'SOLD_OUT'
      ? t('offersCategory.soldOut', { category: seatName(seatHold.refusedSeating) })
      : errorMessage(seatHold.error));

  return (
    <Page title={t('offersCategory.title')} lead={t('offersCategory.lead')} width="wide">
      <Recap
        rows={[
          {
            label: t('offersCategory.recap.offer'),
            value: chosen.name,
            change: { to: paths.offers(language), label: t('offersCategory.recap.change') },
          },
          ...(date && dates.length === 1
            ? [
                {
                  label: t('offersCategory.recap.show'),
                  value: session
                    ? t('offersCategory.recap.when', {
                        date: formatDate(date),
                        time: formatTime(session),
                      })
                    : formatDate(date),
                },
              ]
            : []),
        ]}
      />
      {date && dates.length > 1 && (
        <ChoiceGroup
          legend={t('offersCategory.dateLegend')}
          look="cards"
          value={date}
          onChange={(day) => {
            const sameSeat = sameSeatOn(day);
            if (sameSeat) seatHold.hold(sameSeat);
          }}
          choices={dates.map((day) => ({ value: day, label: formatDate(day) }))}
        />
      )}
      {(offers.isPending || supplements.isPending) && (
        <div className={styles.status}>
          <Spinner label={t('offersCategory.loading')} />
        </div>
      )}
      {offers.isError && <LoadFailure query={offers} />}
      {supplements.isError && <LoadFailure query={supplements} />}
      {isUnavailable && (
        <Alert tone="danger">
          <p>{t('errors.OFFER_UNAVAILABLE')}</p>
          <Link to={paths.offers(language)}>{t('offersCategory.chooseOtherOffer')}</Link>
        </Alert>
      )}
      {options.length > 0 && (
        <SeatCategoryPicker
          options={options}
          value={seating}
          onChange={(option) => seatHold.hold(option)}
          seatName={seatName}
          group={group}
        />
      )}
      {holdError && <Alert tone="danger">{holdError}</Alert>}
      {selected && (
        <TotalBar
          label={t('offersCategory.total')}
          amount={formatMoney(selected.price.totalPrice)}
          action={t('common.continue')}
          onAction={() => seatHold.holdThen(selected, proceed)}
          isActionDisabled={!isBookable(selected)}
          isPending={seatHold.isPending}
        />
      )}
    </Page>
  );
}
