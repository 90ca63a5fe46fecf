import { isPackageBooking } from '@sesame/domain/booking/package';
import { afterPayment } from '@sesame/domain/funnel/after-payment';
import { ZERO } from '@sesame/domain/money/cents';
import { useEffect } from 'react';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Card } from '../components/ui/card.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { StayDetails } from '../features/accommodation/stay-details.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { confirmOrderQuery } from '../features/checkout/confirm-order-query.ts';
import { OrderDownloads } from '../features/checkout/order-downloads.tsx';
import { orderQuery } from '../features/checkout/order-query.ts';
import { WhatsNext } from '../features/checkout/whats-next.tsx';
import { DownloadApp } from '../features/marketing/download-app.tsx';
import { NewsletterForm } from '../features/newsletter/newsletter-form.tsx';
import { useShowSeatText } from '../features/show-seats/show-seat-text.ts';
import { BasketLines } from '../features/summary/basket-lines.tsx';
import { errorCode, useErrorMessage } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useQuery } from '../lib/query/index.ts';
import { Link, Navigate, useSearchParams } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf, paths } from '../paths.ts';
import styles from './confirmation.module.css';

/**
 * checkout-and-account.md §2, confirmation: on the return from the payment provider the cart is
 * confirmed (idempotent), the booking becomes paid and the basket timer stops; then the order's
 * short id, lines and the address the tickets go to.
 */
export default function ConfirmationRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('confirmation.documentTitle'));
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const isPaid = useBookingStore((state) => state.booking.bookingPaid);
  const config = usePlatformConfig();
  const showSeatText = useShowSeatText(config.code);
  const booking = useBookingStore((state) => state.booking);
  const funnel = useBookingStore((state) => state.funnel);
  const customer = useBookingStore((state) => state.customer);
  const stay = useBookingStore((state) => state.booking.bookingAccommodation);
  const isPackage = useBookingStore((state) => isPackageBooking(state.booking));
  const { orderId, shoppingCartId } = useBookingStore((state) => state.order);
  const markPaid = useBookingStore((state) => state.markPaid);
  const startNewBooking = useBookingStore((state) => state.startNewBooking);
  const setPaymentAnswer = useBookingStore((state) => state.setPaymentAnswer);
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');

  useEffect(() => {
    if (paymentId) setPaymentAnswer(paymentId);
  }, [paymentId, setPaymentAnswer]);
  const confirm = useQuery({ ...confirmOrderQuery(orderId, shoppingCartId), enabled: !isPaid });
  const order = useQuery({ ...orderQuery(orderId), enabled: isPaid });

  useEffect(() => {
    if (confirm.isSuccess) markPaid();
  }, [confirm.isSuccess, markPaid]);

  if (confirm.isError) {
    return (
      <Page title={t('confirmation.failedTitle')}>
        <Alert tone="danger">{errorMessage(confirm.error)}</Alert>
        {errorCode(confirm.error) === 'PAYMENT_FAILED' ? (
          <Link to={paths.payment(language)}>{t('confirmation.backToPayment')}</Link>
        ) : (
          // A refunded order is done with: the next booking starts a new order.
          <Link
            to={paths.start(language)}
            onClick={errorCode(confirm.error) === 'ORDER_REFUNDED' ? startNewBooking : undefined}
          >
            {t('confirmation.backHome')}
          </Link>
        )}
      </Page>
    );
  }
  // checkout-and-account.md §2: a park-hotel stay's main contact goes on to the distribution
  // contacts (readings.md §7); everyone else stays here.
  const next = isPaid ? afterPayment({ booking, funnel, config, customer }) : 'confirmation';
  if (next !== 'confirmation') return <Navigate to={pathOf(next, language)} replace />;
  if (!isPaid || order.isPending) {
    return (
      <div className={styles.status}>
        <Spinner label={t('confirmation.confirming')} />
      </div>
    );
  }

  const data = order.data;
  // readings.md §16: the order's postage line means the tickets go by post, not by e-mail.
  const byPost = data?.lines.some((line) => line.kind === 'postage') ?? false;
  return (
    <Page
      title={t('confirmation.title')}
      emblem={
        <svg viewBox="0 0 48 48" aria-hidden="true" className={styles.check}>
          <circle cx="24" cy="24" r="22" />
          <path d="M14 24.5l7 7 13-15" />
        </svg>
      }
      lead={
        <div className={styles.hero}>
          <p>
            {t('confirmation.orderNumber')}{' '}
            <strong className={styles.number}>{data?.shortOrderId}</strong>
          </p>
          {byPost ? (
            <>
              <p>{t('confirmation.ticketsByPost')}</p>
              {data?.postalAddress && (
                <address className={styles.address}>
                  {data.postalAddress.streetAddress}
                  {data.postalAddress.customAddress && <br />}
                  {data.postalAddress.customAddress}
                  <br />
                  {data.postalAddress.zipCode} {data.postalAddress.city}
                </address>
              )}
              {data?.email && <p>{t('confirmation.mailSent', { email: data.email })}</p>}
            </>
          ) : (
            data?.email && <p>{t('confirmation.ticketsSent', { email: data.email })}</p>
          )}
        </div>
      }
      isFeatured
    >
      {order.isError && <Alert tone="danger">{errorMessage(order.error)}</Alert>}
      {orderId && (
        <Card>
          <OrderDownloads orderId={orderId} byPost={byPost} />
        </Card>
      )}
      {data && (
        <Card aria-labelledby="order-lines-title">
          <h2 id="order-lines-title" className={styles.cardTitle}>
            {t('confirmation.linesTitle')}
          </h2>
          <BasketLines
            lines={data.lines}
            total={data.total ?? ZERO}
            showSeat={showSeatText(booking)}
          />
        </Card>
      )}
      {stay && (
        <Card aria-labelledby="stay-title">
          <h2 id="stay-title" className={styles.cardTitle}>
            {t('accommodation.summary.title')}
          </h2>
          <StayDetails stay={stay} isPackage={isPackage} />
        </Card>
      )}
      <Card>
        <WhatsNext email={data?.email ?? null} byPost={byPost} />
      </Card>
      <DownloadApp language={language} />
      <NewsletterForm source="confirmation" />
    </Page>
  );
}
