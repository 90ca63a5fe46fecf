import type { ReactNode } from 'react';
import { useId } from 'react';
import { type FailedQuery, LoadFailure } from '../../components/ui/load-failure.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import styles from './hotel-section.module.css';

interface HotelSectionProps {
  title: string;
  loadingLabel: string;
  query: FailedQuery & { isPending: boolean; isError: boolean };
  /** The cards, or null when nothing is to be listed here. */
  children: ReactNode;
}

/**
 * One of the two lists of booking-funnel.md §3 (park hotels, other accommodations), each with its
 * own loading flag: a slow list never holds back the other.
 */
export function HotelSection({ title, loadingLabel, query, children }: HotelSectionProps) {
  const titleId = useId();
  return (
    <section
      className={styles.section}
      aria-labelledby={titleId}
      aria-busy={query.isPending || undefined}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {query.isPending && <Spinner label={loadingLabel} />}
      {query.isError && <LoadFailure query={query} />}
      {children}
    </section>
  );
}
