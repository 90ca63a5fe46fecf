import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import styles from './hotel-section.module.css';

interface HotelSectionProps {
  title: string;
  loadingLabel: string;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The cards, or null when nothing is to be listed here. */
  children: ReactNode;
}

/**
 * One of the two lists of booking-funnel.md §3 (park hotels, other accommodations), each with its
 * own loading flag: a slow list never holds back the other.
 */
export function HotelSection({
  title,
  loadingLabel,
  isLoading,
  error,
  onRetry,
  children,
}: HotelSectionProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const titleId = useId();
  return (
    <section
      className={styles.section}
      aria-labelledby={titleId}
      aria-busy={isLoading || undefined}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {isLoading && <Spinner label={loadingLabel} />}
      {error !== null && (
        <Alert tone="danger">
          <p>{errorMessage(error)}</p>
          <Button variant="ghost" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {children}
    </section>
  );
}
