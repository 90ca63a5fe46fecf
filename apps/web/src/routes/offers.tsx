import type { Offer } from '@sesame/domain/catalog/offer';
import { nextStep } from '@sesame/domain/funnel/next-step';
import { PageAlerts, usePageAlerts } from '../components/content/page-alerts.tsx';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Recap } from '../components/ui/recap.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useHoldOffer } from '../features/booking/hold-offer.ts';
import { OfferList } from '../features/offers/offer-list.tsx';
import { offersParams } from '../features/offers/offers-params.ts';
import { offersQuery } from '../features/offers/offers-query.ts';
import { useParisToday } from '../lib/clock.tsx';
import { contentQuery } from '../lib/content-query.ts';
import { useErrorMessage } from '../lib/error-message.ts';
import { useFormatVisitDate } from '../lib/format-date.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useQuery, useQueryClient } from '../lib/query/index.ts';
import { useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf, paths } from '../paths.ts';
import styles from './offers.module.css';

/**
 * booking-funnel.md §2, offers: the offers for the group and dates. Choosing one holds its places
 * for 15 minutes, except in track offer where the day is chosen next and the hold waits for it.
 */
export default function OffersRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('offers.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePlatformConfig();
  const errorMessage = useErrorMessage();
  const formatDate = useFormatVisitDate();
  const booking = useBookingStore((state) => state.booking);
  const track = useBookingStore((state) => state.funnel.track);
  const holdOffer = useHoldOffer();
  const today = useParisToday();
  const { group } = booking;

  // readings.md §11: track offer lists what the group can buy before any day is chosen.
  const offerFirst = track === 'offer';
  const offers = useQuery(
    offersQuery(
      offersParams(booking, offerFirst ? null : booking.startDate, {
        language,
        purchaseDate: today,
        track,
      }),
    ),
  );

  // The offers' marketing lines come from the content service; when it fails, booking-funnel.md §8
  // empties the list and says so.
  const marketing = useQuery(contentQuery('marketing_offer', language));
  // The page's alerts show with its offers: coming later, they would push the list down.
  const alerts = usePageAlerts('OFFERS');
  const isLoading = offers.isPending || marketing.isPending || alerts.isPending;
  const taglines = new Map(
    (marketing.data ?? []).map((node) => [node.code, node.ticket_description_brief ?? node.text]),
  );

  const proceed = () => {
    const { booking: next, funnel } = useBookingStore.getState();
    navigate(pathOf(nextStep('offers', next, funnel, config), language));
  };

  const choose = (offer: Offer) => {
    if (offerFirst) {
      useBookingStore.getState().chooseOffer(offer);
      proceed();
      return;
    }
    if (!booking.startDate) return;
    holdOffer.mutate(
      { offer, startDate: booking.startDate, duration: booking.duration },
      {
        onSuccess: proceed,
        // Availability changed under the visitor's eyes: show the new statuses.
        onError: () => void queryClient.invalidateQueries({ queryKey: ['offers'] }),
      },
    );
  };

  const visitors = [
    t('offers.recap.adults', { count: group.adults }),
    group.children > 0 ? t('offers.recap.children', { count: group.children }) : null,
    group.babies > 0 ? t('offers.recap.babies', { count: group.babies }) : null,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <Page title={t('offers.title')} width="wide">
      <Recap
        rows={[
          {
            label: t('offers.recap.visitors'),
            value: visitors,
            change: { to: paths.start(language), label: t('offers.recap.change') },
          },
          ...(booking.startDate && !offerFirst
            ? [
                {
                  label: t('offers.recap.date'),
                  value: formatDate(booking.startDate),
                  change: { to: paths.duration(language), label: t('offers.recap.change') },
                },
              ]
            : []),
        ]}
      />
      {!isLoading && <PageAlerts code="OFFERS" />}
      {holdOffer.isError && <Alert tone="danger">{errorMessage(holdOffer.error)}</Alert>}
      {marketing.isError && <LoadFailure query={marketing} />}
      {isLoading && (
        <div className={styles.status}>
          <Spinner label={t('offers.list.loading')} />
        </div>
      )}
      {offers.isError && <LoadFailure query={offers} />}
      {!isLoading && offers.data && marketing.isSuccess && (
        <OfferList
          offers={offers.data}
          taglines={taglines}
          group={group}
          chosenCode={booking.offer?.code ?? null}
          isPricedFrom={offerFirst}
          pendingCode={holdOffer.isPending ? holdOffer.variables.offer.code : null}
          onChoose={choose}
        />
      )}
    </Page>
  );
}
