import { isPackageBooking } from '@sesame/domain/booking/package';
import { afterPayment } from '@sesame/domain/funnel/after-payment';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { StayDetails } from '../features/accommodation/stay-details.tsx';
import type { Customer } from '../features/booking/booking-state.ts';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { CardLogos } from '../features/checkout/card-logos.tsx';
import { useStartPayment } from '../features/checkout/start-payment.ts';
import { MealList } from '../features/restaurants/meal-list.tsx';
import { useErrorMessage } from '../lib/error-message.ts';
import { CHARGE_CURRENCY, useFormatChargedMoney } from '../lib/format.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { Link, useNavigate, useSearchParams } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf, paths } from '../paths.ts';
import styles from './payment.module.css';

/**
 * checkout-and-account.md §2, payment: the amount to pay, then the provider's own card form.
 * The provider sends a visitor whose card was refused back here with `?error=`.
 */
export default function PaymentRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('payment.documentTitle'));
  const language = useLanguage();
  const [params] = useSearchParams();
  const errorMessage = useErrorMessage();
  const formatCharged = useFormatChargedMoney();
  const total = useBookingStore((state) => state.booking.total);
  const offerName = useBookingStore((state) => state.booking.offer?.name);
  const stay = useBookingStore((state) => state.booking.bookingAccommodation);
  const isPackage = useBookingStore((state) => isPackageBooking(state.booking));
  const currency = useBookingStore((state) => state.booking.currency);
  const orderId = useBookingStore((state) => state.order.orderId);
  const customer = useBookingStore((state) => state.customer);
  const meals = useBookingStore((state) => state.booking.restaurants);
  const setShoppingCart = useBookingStore((state) => state.setShoppingCart);
  const startPayment = useStartPayment(setShoppingCart);
  const markPaid = useBookingStore((state) => state.markPaid);
  const config = usePlatformConfig();
  const navigate = useNavigate();
  const refused = params.has('error') && startPayment.isIdle;

  const pay = () => {
    if (!orderId || !customer) return;
    // The booking as stored when the visitor pays, which its hash must still vouch for.
    const { booking } = useBookingStore.getState();
    const postalAddress = booking.sendingMethod === 'courrier' ? postalAddressOf(customer) : null;
    startPayment.mutate(
      { orderId, customer: { ...customer, postalAddress }, language, booking },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'redirect') return window.location.assign(outcome.url);
          // Nothing to pay: the cart is confirmed, as the provider's return would have it.
          markPaid();
          const paid = useBookingStore.getState();
          navigate(pathOf(afterPayment({ ...paid, config }), language));
        },
      },
    );
  };

  return (
    <Page title={t('payment.title')} lead={t('payment.lead')}>
      {refused && <Alert tone="danger">{t('errors.PAYMENT_FAILED')}</Alert>}
      {startPayment.isError && (
        <Alert tone="danger" focusOnShow>
          <p>{errorMessage(startPayment.error)}</p>
          <Link to={paths.summary(language)}>{t('payment.backToSummary')}</Link>
        </Alert>
      )}
      <Card tone="night" aria-labelledby="payment-amount">
        <div className={styles.recap}>
          <h2 id="payment-amount" className={styles.recapTitle}>
            {t('payment.amount')}
          </h2>
          <p className={styles.amount}>{formatCharged(total)}</p>
          {offerName && <p className={styles.offer}>{offerName}</p>}
          {customer && (
            <p className={styles.email}>{t('payment.ticketsTo', { email: customer.email })}</p>
          )}
          {currency !== CHARGE_CURRENCY && (
            <p className={styles.note}>{t('payment.chargedInEuros')}</p>
          )}
        </div>
      </Card>
      {stay && (
        <Card aria-labelledby="payment-stay">
          <h2 id="payment-stay" className={styles.stayTitle}>
            {t('accommodation.summary.title')}
          </h2>
          <StayDetails stay={stay} isPackage={isPackage} />
        </Card>
      )}
      <MealList lines={meals} title={t('restaurants.basket.title')} />
      <div className={styles.checkout}>
        <Button
          fullWidth
          onClick={pay}
          isPending={startPayment.isPending || startPayment.isSuccess}
        >
          {refused ? t('payment.retry') : t('payment.pay', { amount: formatCharged(total) })}
        </Button>
        <div className={styles.trust}>
          <CardLogos country={config.country} />
          <p className={styles.secure}>
            <svg viewBox="0 0 20 20" aria-hidden="true">
              <rect x="4" y="9" width="12" height="8" rx="2" />
              <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
            </svg>
            {t('payment.secure')}
          </p>
        </div>
        {/* Issue 11: who is paid, and whom to call when something goes wrong. */}
        <p className={styles.help}>
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path d="M6.5 3.5l2 3.5-1.5 1.5a9 9 0 0 0 4.5 4.5l1.5-1.5 3.5 2-1 2.5c-5.5.5-11.5-5.5-11-11z" />
          </svg>
          <span>
            {t('payment.help', { park: config.park.name })}{' '}
            <a href={`tel:${config.park.phone.replaceAll(' ', '')}`} className={styles.phone}>
              {config.park.phone}
            </a>
          </span>
        </p>
      </div>
    </Page>
  );
}

/** readings.md §16: where posted tickets go, as the guest form or Your information gave it. */
function postalAddressOf({ streetAddress, customAddress, zipCode, city, country }: Customer) {
  if (!streetAddress || !zipCode || !city || !country) return null;
  return { streetAddress, customAddress: customAddress || null, zipCode, city, country };
}
