import { isRenewalOffered } from '@sesame/domain/booking/hold-renewal';
import type { Language } from '@sesame/domain/i18n/language';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import styles from './basket-timer.module.css';
import { useBookingStore } from './booking-store.ts';
import { useRenewHolds } from './renew-holds.ts';
import { useNow } from './use-now.ts';

const ExpiredSelectionDialog = lazy(() => import('./expired-selection-dialog.tsx'));

function formatLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * booking-funnel.md §4, basket lifetime: while places are held, the time left shows; the timer
 * checks every second unless the booking is paid, and on expiry a blocking dialog takes over.
 * readings.md §15: in its last minutes the bar offers to keep the selection another 15 minutes
 * (the spec's second variant: the selection is updated and prices may change).
 */
export function BasketTimer({ language }: { language: Language }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { timerEnabled, expiredDate, renewals } = useBookingStore((state) => state.timer);
  const isPaid = useBookingStore((state) => state.booking.bookingPaid);
  const renew = useRenewHolds();
  const running = timerEnabled && expiredDate !== null && !isPaid;
  const now = useNow(1000, running);
  if (!running) return null;

  const left = Date.parse(expiredDate) - now;
  if (left <= 0) {
    return (
      <Suspense fallback={null}>
        <ExpiredSelectionDialog language={language} />
      </Suspense>
    );
  }
  const minutes = Math.ceil(left / 60_000);
  const offered = isRenewalOffered(left, renewals ?? 0);
  return (
    <div className={`${styles.banner} ${left < 120_000 ? styles.urgent : ''}`}>
      <p className={styles.inner}>
        <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.icon}>
          <circle cx="10" cy="11" r="6.5" />
          <path d="M10 7.5V11l2.5 1.5M8 2.5h4" />
        </svg>
        <span>{t('booking.timer.held')}</span>
        {/* The clock changes every second: only the rounded minutes are announced. */}
        <strong className={styles.clock} aria-hidden="true">
          {formatLeft(left)}
        </strong>
        <span className={styles.hidden} role="timer" aria-live="polite">
          {t('booking.timer.minutesLeft', { count: minutes })}
        </span>
      </p>
      <div className={styles.renewal}>
        {/* Present before it has anything to say, so that the offer is announced when it comes. */}
        <p role="status" className={styles.renewalText}>
          {offered
            ? t('booking.timer.renewOffer')
            : renew.isSuccess
              ? t('booking.timer.renewed')
              : ''}
        </p>
        {offered && (
          <Button variant="night" isPending={renew.isPending} onClick={() => renew.mutate()}>
            {t('booking.timer.renew')}
          </Button>
        )}
        {renew.isError && (
          <p role="alert" className={styles.renewalText}>
            {errorMessage(renew.error)}
          </p>
        )}
      </div>
    </div>
  );
}
