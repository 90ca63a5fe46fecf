import { isHeaderShown, keepsPaidBooking, routeOfPath } from '@sesame/domain/funnel/routes';
import { isStepperShown } from '@sesame/domain/funnel/stepper';
import { DEFAULT_LANGUAGE, isLanguage } from '@sesame/domain/i18n/language';
import { Suspense, useEffect } from 'react';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { BasketBar } from '../features/booking/basket-bar.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useNewOrderOnHistoryNavigation } from '../features/booking/use-new-order-on-history-navigation.ts';
import { CurrencyProvider, isDisplayCurrency } from '../lib/format.tsx';
import { setLanguage, useTranslation } from '../lib/i18n.ts';
import { platformQuery } from '../lib/platform-query.ts';
import { useQuery } from '../lib/query/index.ts';
import { useLocation, useParams } from '../lib/router.tsx';
import { Footer } from './footer.tsx';
import { FunnelStepper } from './funnel-stepper.tsx';
import { Header } from './header.tsx';
import styles from './language-layout.module.css';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { RouteGate } from './route-gate.tsx';
import { RoutePage } from './route-page.tsx';

/** The shell of every page under `/:lang`: header, stepper, page and basket bar, footer. */
export function LanguageLayout() {
  const { lang } = useParams();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const knownLanguage = isLanguage(lang);
  const language = knownLanguage ? lang : DEFAULT_LANGUAGE;
  const route = (knownLanguage && routeOfPath(pathname)?.route) || 'not-found';
  const platform = useQuery(platformQuery());
  const currency = useBookingStore((state) => state.booking.currency);
  const offer = useBookingStore((state) => state.booking.offer);
  const setActiveStep = useBookingStore((state) => state.setActiveStep);
  const startNewBooking = useBookingStore((state) => state.startNewBooking);
  const setCustomer = useBookingStore((state) => state.setCustomer);

  useEffect(() => {
    document.documentElement.lang = language;
    void setLanguage(language);
  }, [language]);

  useEffect(() => {
    setActiveStep(route);
  }, [route, setActiveStep]);

  useNewOrderOnHistoryNavigation(route);

  // checkout-and-account.md §4: the booking is unpaid on every page but the confirmation (and the
  // distribution contacts that take its place, readings.md §7); a paid order is never reused, so
  // arriving elsewhere starts a new booking. Read on arrival only: the payment page marks a cart
  // of 0 paid just before it leaves for the confirmation. A new booking is no sign-out: a
  // signed-in customer stays.
  useEffect(() => {
    const { booking, customer } = useBookingStore.getState();
    if (!booking.bookingPaid || keepsPaidBooking(route)) return;
    startNewBooking();
    if (customer?.isLoggedIn) setCustomer(customer);
  }, [route, startNewBooking, setCustomer]);

  const page = (() => {
    if (route === 'not-found') return <RoutePage route={route} />;
    if (platform.data) {
      return (
        <RouteGate route={route} language={language} config={platform.data}>
          <RoutePage route={route} />
        </RouteGate>
      );
    }
    if (platform.isError) {
      return (
        <div className={styles.status}>
          <LoadFailure query={platform} />
        </div>
      );
    }
    return (
      <div className={styles.status}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  })();

  return (
    <CurrencyProvider value={isDisplayCurrency(currency) ? currency : 'EUR'}>
      <div className={styles.shell}>
        <a href="#main" className={styles.skipLink}>
          {t('shell.skipToContent')}
        </a>
        {isHeaderShown(route) && <Header route={route} language={language} />}
        {isStepperShown(route, { offer }) && <FunnelStepper route={route} config={platform.data} />}
        <BasketBar language={language} route={route}>
          <main id="main" className={styles.main} tabIndex={-1}>
            <PageErrorBoundary route={route} className={styles.status}>
              <Suspense
                fallback={
                  <div className={styles.status}>
                    <Spinner label={t('common.loading')} />
                  </div>
                }
              >
                {page}
              </Suspense>
            </PageErrorBoundary>
          </main>
        </BasketBar>
        <Footer language={language} />
      </div>
    </CurrencyProvider>
  );
}
