import { effectiveShowDate } from '@sesame/domain/booking/show-date';
import { nextStep } from '@sesame/domain/funnel/next-step';
import { ZERO } from '@sesame/domain/money/cents';
import { totalPrice } from '@sesame/domain/pricing/total-price';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Card } from '../components/ui/card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useSeatName } from '../features/show-seats/seat-name.ts';
import { BasketLines } from '../features/summary/basket-lines.tsx';
import { DeliveryMethod } from '../features/summary/delivery-method.tsx';
import { deliveryQuery } from '../features/summary/delivery-query.ts';
import { basketInput, savedBasketQuery } from '../features/summary/save-basket-query.ts';
import { TermsAcceptance } from '../features/summary/terms-acceptance.tsx';
import { useErrorMessage } from '../lib/error-message.ts';
import { useFormatMoney, useFormatVisitDate } from '../lib/format.tsx';
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
  const errorMessage = useErrorMessage();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const seatName = useSeatName(config.code);
  const booking = useBookingStore((state) => state.booking);
  const orderId = useBookingStore((state) => state.order.orderId);
  const setSendingMethod = useBookingStore((state) => state.setSendingMethod);
  const setTotal = useBookingStore((state) => state.setTotal);
  const basket = basketInput(booking, language);
  const showDate = effectiveShowDate(booking);

  const delivery = useQuery(
    deliveryQuery(config.features.postalDelivery ? booking.startDate : null),
  );
  const saved = useQuery(savedBasketQuery(orderId, basket));

  const serverTotal = saved.data?.total;
  useEffect(() => {
    if (serverTotal !== undefined && !saved.isPlaceholderData) setTotal(serverTotal);
  }, [serverTotal, saved.isPlaceholderData, setTotal]);

  // booking-funnel.md §8: the amount shown so far (the offer's price and the options) changed.
  const expected = totalPrice(booking);
  const recalculated =
    serverTotal !== undefined && !saved.isPlaceholderData && serverTotal !== expected;
  const links = externalLinks(language);

  return (
    <Page title={t('summary.title')} lead={t('summary.lead')}>
      <p>
        <Link to={paths.offers(language)} className={styles.back}>
          {t('summary.changeOffer')}
        </Link>
      </p>
      <Card aria-labelledby="basket-title">
        <h2 id="basket-title" className={styles.cardTitle}>
          {t('summary.basketTitle')}
        </h2>
        {saved.isFetching && !saved.data && <Spinner label={t('summary.pricing')} />}
        {orderId === null && (
          <Alert tone="danger">
            <p>{t('errors.SELECTION_EXPIRED')}</p>
            <Link to={paths.offers(language)}>{t('summary.chooseAgain')}</Link>
          </Alert>
        )}
        {saved.isError && (
          <Alert tone="danger">
            <p>{errorMessage(saved.error)}</p>
            <Link to={paths.offers(language)}>{t('summary.chooseAgain')}</Link>
          </Alert>
        )}
        {saved.data && <BasketLines lines={saved.data.lines} total={saved.data.total} />}
        {saved.data && showDate && (
          <p className={styles.showSeat}>
            {t('summary.showSeat', {
              date: formatDate(showDate),
              category: seatName(booking.bookingEvent.seating),
            })}
          </p>
        )}
        {recalculated && (
          <Alert tone="info">
            {t('errors.AMOUNT_RECALCULATED', { amount: formatMoney(serverTotal) })}
          </Alert>
        )}
      </Card>
      <Card>
        <DeliveryMethod
          value={booking.sendingMethod}
          postage={delivery.data ?? null}
          onChange={(method, price) => setSendingMethod(method, price ?? ZERO)}
        />
      </Card>
      <TermsAcceptance
        generalTermsUrl={links.generalTerms}
        privacyPolicyUrl={links.privacyPolicy}
        isDisabled={!saved.data || saved.isFetching}
        onAccepted={() => {
          const { booking: next, funnel } = useBookingStore.getState();
          navigate(pathOf(nextStep('summary', next, funnel, config), language));
        }}
      />
    </Page>
  );
}
