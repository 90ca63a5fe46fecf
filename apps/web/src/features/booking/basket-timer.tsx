import { isExpiryNear, isRenewalOffered } from '@sesame/domain/booking/hold-renewal';
import type { Language } from '@sesame/domain/i18n/language';
import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './basket-timer.module.css';
import { useRenewHolds } from './renew-holds.ts';
import { useNow } from './use-now.ts';

const ExpiredSelectionDialog = lazy(() => import('./expired-selection-dialog.tsx'));

function formatLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

interface BasketTimerProps {
  language: Language;
  /** When the held places are released (ISO instant). */
  expiredDate: string;
  /** How many times the selection was kept 15 minutes more. */
  renewals: number;
}

/**
 * booking-funnel.md §4, basket lifetime: the time left, checked every second; on expiry a blocking
 * dialog takes over. Issue 11 and readings.md §15: two minutes before, a warning, announced once,
 * offers to keep the selection another 15 minutes (the spec's second variant: it is updated and
 * prices may change).
 */
export function BasketTimer({ language, expiredDate, renewals }: BasketTimerProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const renew = useRenewHolds();
  const now = useNow(1000, true);

  const left = Date.parse(expiredDate) - now;
  if (left <= 0) {
    return (
      <Suspense fallback={null}>
        <ExpiredSelectionDialog language={language} />
      </Suspense>
    );
  }
  const isNear = isExpiryNear(left);
  const offered = isRenewalOffered(left, renewals);
  const warning = offered
    ? `${t('booking.timer.expiresSoon')} ${t('booking.timer.renewOffer')}`
    : t('booking.timer.expiresSoon');
  const announcement = isNear ? warning : renew.isSuccess ? t('booking.timer.renewed') : '';

  return (
    <>
      {/* The timer role is not live: the clock changes every second and is never read out. */}
      <p role="timer" className={`${styles.time} ${isNear ? styles.near : ''}`}>
        <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.icon}>
          <circle cx="10" cy="11" r="6.5" />
          <path d="M10 7.5V11l2.5 1.5M8 2.5h4" />
        </svg>
        <span className={styles.reading} aria-hidden="true">
          <span className={styles.caption}>{t('booking.timer.timeLeft')}</span>
          <strong className={styles.clock}>{formatLeft(left)}</strong>
        </span>
        <span className={styles.hidden}>
          {t('booking.timer.minutesLeft', { count: Math.ceil(left / 60_000) })}
        </span>
      </p>
      {/* Present from the start, so that the warning is announced once, when it comes. */}
      <p role="status" className={styles.hidden}>
        {announcement}
      </p>
      {(isNear || renew.isError) && (
        <div className={styles.warning}>
          {isNear && (
            <p className={styles.warningText} aria-hidden="true">
              {warning}
            </p>
          )}
          {offered && (
            <Button
              variant="secondary"
              isPending={renew.isPending}
              onClick={() => renew.mutate()}
              className={styles.renew}
            >
              {t('booking.timer.renew')}
            </Button>
          )}
          {renew.isError && (
            <p role="alert" className={styles.warningText}>
              {errorMessage(renew.error)}
            </p>
          )}
        </div>
      )}
    </>
  );
}
