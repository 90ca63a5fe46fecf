import { parisToday } from '@sesame/domain/dates/paris-today';
import { buttonClassName } from '../../components/ui/button.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { pathOf } from '../../paths.ts';
import styles from './account-visits.module.css';
import { useAccountOrders } from './use-account-orders.ts';
import { VisitCard } from './visit-card.tsx';
import { VisitDay } from './visit-day.tsx';
import { accountVisits } from './visits.ts';

/**
 * checkout-and-account.md §2 mon-compte and §4, readings.md §5: the next visit (its day), the
 * visits to come in ascending order, then the past ones.
 */
export function AccountVisits({ now }: { now: Date }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { myOrders, isOrdersLoading, orders } = useAccountOrders();

  if (isOrdersLoading) return <Spinner label={t('account.orders.loading')} />;
  if (orders.isError) {
    return <LoadFailure query={orders} message={t('account.orders.loadError')} />;
  }
  const { nextVisit, future, past } = accountVisits(myOrders, now);
  const later = future.slice(1);
  return (
    <div className={styles.visits}>
      {nextVisit ? (
        <section className={styles.section} aria-labelledby="next-visit-title">
          <h2 id="next-visit-title">{t('account.visits.next')}</h2>
          <VisitDay visit={nextVisit} today={parisToday(now)} />
          <VisitCard visit={nextVisit} kind="next" />
        </section>
      ) : (
        <section className={styles.empty} aria-labelledby="next-visit-title">
          <h2 id="next-visit-title">{t('account.visits.noneTitle')}</h2>
          <p>{t('account.visits.none')}</p>
          <Link className={buttonClassName('primary')} to={pathOf('start', language)}>
            {t('account.visits.book')}
          </Link>
        </section>
      )}
      {later.length > 0 && (
        <section className={styles.section} aria-labelledby="future-visits-title">
          <h2 id="future-visits-title">{t('account.visits.future')}</h2>
          <ul className={styles.list}>
            {later.map((visit) => (
              <li key={visit.ticket.orderId}>
                <VisitCard visit={visit} kind="future" />
              </li>
            ))}
          </ul>
        </section>
      )}
      {past.length > 0 && (
        <section className={styles.section} aria-labelledby="past-visits-title">
          <h2 id="past-visits-title">{t('account.visits.past')}</h2>
          <ul className={styles.list}>
            {past.map((visit) => (
              <li key={visit.ticket.orderId}>
                <VisitCard visit={visit} kind="past" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className={styles.note}>{t('account.visits.delay')}</p>
    </div>
  );
}
