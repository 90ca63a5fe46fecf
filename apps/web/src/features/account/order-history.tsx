import { cents } from '@sesame/domain/money/cents';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useQuery } from '../../lib/query/index.ts';
import { Link } from '../../lib/router.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { pathOf } from '../../paths.ts';
import { orderHistoryQuery } from './account-queries.ts';
import styles from './order-history.module.css';
import { Tag } from './tag.tsx';

/** checkout-and-account.md §2 mon-compte/historique: the customer's orders, latest first (§7). */
export function OrderHistory({ email }: { email: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatDate = useFormatVisitDate();
  const formatMoney = useFormatMoney();
  const history = useQuery(orderHistoryQuery(email));

  if (history.isPending) return <Spinner label={t('account.orders.loading')} />;
  if (history.isError) {
    return <LoadFailure query={history} message={t('account.orders.loadError')} />;
  }
  if (history.data.length === 0) return <p>{t('account.history.none')}</p>;
  return (
    <ul className={styles.list}>
      {history.data.map((item) => (
        <li key={item.orderId} className={styles.row}>
          <div className={styles.main}>
            <Link
              className={styles.link}
              to={`${pathOf('mon-compte/resadetail', language)}?id=${item.orderId}`}
            >
              {t('account.history.order', { number: item.shortOrderId })}
            </Link>
            <span className={styles.meta}>
              {t('account.history.visit', { date: formatDate(item.startDate, 'short') })}
              {' · '}
              {t('account.history.bookedOn', {
                date: formatDate(item.saved_at.slice(0, 10), 'short'),
              })}
            </span>
          </div>
          <div className={styles.side}>
            <span className={styles.amount}>{formatMoney(cents(item.totalPrice))}</span>
            <Tag
              colour={item.status === 'paid' ? 'primary' : 'black'}
              label={t(`account.status.${item.status === 'paid' ? 'paid' : 'cancelled'}`)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
