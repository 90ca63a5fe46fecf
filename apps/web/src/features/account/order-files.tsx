import { Alert } from '../../components/ui/alert.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useQuery } from '../../lib/query/index.ts';
import { accountFilesQuery, filesOfOrder } from './account-files-query.ts';
import styles from './order-files.module.css';

/**
 * checkout-and-account.md §4 and §7: an order's files — its tickets and its invoice — from the
 * files list (refreshed at most every 60 seconds). The invoice opens in a new tab; without one,
 * the alert 'no invoice for this order' (§8).
 */
export function OrderFiles({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const files = useQuery(accountFilesQuery());
  if (files.isPending) return <Spinner size="small" label={t('account.files.loading')} />;
  if (files.isError) {
    return <LoadFailure query={files} message={t('account.files.unavailable')} />;
  }
  const { allTickets, tickets, invoice } = filesOfOrder(files.data, orderId);
  return (
    <div className={styles.files}>
      {allTickets || tickets.length > 0 ? (
        <ul className={styles.list}>
          {allTickets && (
            <li>
              <a className={styles.file} href={allTickets.Url} download>
                {t('account.files.allTickets')}
              </a>
            </li>
          )}
          {tickets.map((ticket, index) => (
            <li key={ticket.Key}>
              <a className={styles.file} href={ticket.Url} download>
                {t('account.files.ticket', { number: index + 1 })}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{t('account.files.noTickets')}</p>
      )}
      {invoice ? (
        <a className={styles.file} href={invoice.Url} target="_blank" rel="noopener noreferrer">
          {t('account.files.invoice')}
          <span className={styles.hint}>{t('account.files.newTab')}</span>
        </a>
      ) : (
        <Alert tone="info">{t('account.files.noInvoice')}</Alert>
      )}
    </div>
  );
}
