import { effectiveShowDate } from '@sesame/domain/booking/show-date';
import { nextStep } from '@sesame/domain/funnel/next-step';
import { ZERO } from '@sesame/domain/money/cents';
import { totalPrice } from '@sesame/domain/pricing/total-price';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '../components/page.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { generateBasketHash } from '../features/checkout/basket-hash.ts';
import { useSeatName } from '../features/show-seats/seat-name.ts';
import { BasketCard } from '../features/summary/basket-card.tsx';
import { deliveryQuery } from '../features/summary/delivery-query.ts';
import { basketInput } from '../features/summary/save-basket-query.ts';
import { SummaryForm } from '../features/summary/summary-form.tsx';
import { usePricedBasket } from '../features/summary/use-priced-basket.ts';
import { useFormatVisitDate } from '../lib/format.tsx';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { externalLinks, pathOf, paths } from '../paths.ts';
import styles from './summary.module.css';

/**
 * booking-funnel.md §2, summary: the basket as the server priced it, the delivery method, the
 * total and the terms to accept before identification.
 */
export default function SummaryRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('summary.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const config = usePlatformConfig();
  const formatDate = useFormatVisitDate();
  const seatName = useSeatName(config.code);
  const booking = useBookingStore((state) => state.booking);
  const orderId = useBookingStore((state) => state.order.orderId);
  const setSendingMethod = useBookingStore((state) => state.setSendingMethod);
  const setTotal = useBookingStore((state) => state.setTotal);
  const setHash = useBookingStore((state) => state.setHash);

  const delivery = useQuery(
    deliveryQuery(config.features.postalDelivery ? booking.startDate : null),
  );
  const { saved, recalculatedTotal } = usePricedBasket(
    orderId,
    basketInput(booking, language),
    totalPrice(booking),
    setTotal,
  );
  const showDate = effectiveShowDate(booking);
  const links = externalLinks(language);

  return (
    <Page title={t('summary.title')} lead={t('summary.lead')}>
      <p>
        <Link to={paths.offers(language)} className={styles.back}>
          {t('summary.changeOffer')}
        </Link>
      </p>
      <BasketCard
        basket={saved.data}
        isPricing={saved.isFetching}
        error={saved.error}
        hasExpired={orderId === null}
        recalculatedTotal={recalculatedTotal}
        showSeat={
          showDate &&
          t('summary.showSeat', {
            date: formatDate(showDate),
            category: seatName(booking.bookingEvent.seating),
          })
        }
        offersPath={paths.offers(language)}
      />
      <SummaryForm
        sendingMethod={booking.sendingMethod}
        postage={delivery.data ?? null}
        generalTermsUrl={links.generalTerms}
        privacyPolicyUrl={links.privacyPolicy}
        isDisabled={!saved.data || saved.isFetching}
        onDeliveryChange={(method, price) => setSendingMethod(method, price ?? ZERO)}
        onAccepted={async () => {
          // checkout-and-account.md §7: the accepted basket is what the payment step checks.
          const { booking: accepted, order } = useBookingStore.getState();
          setHash(order.orderId ? await generateBasketHash(order.orderId, accepted) : null);
          const { booking: next, funnel } = useBookingStore.getState();
          navigate(pathOf(nextStep('summary', next, funnel, config), language));
        }}
      />
    </Page>
  );
}
