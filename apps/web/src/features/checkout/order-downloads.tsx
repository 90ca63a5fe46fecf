import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useQuery } from '../../lib/query/index.ts';
import styles from './order-downloads.module.css';
import { orderDocuments, orderFilesQuery } from './order-files-query.ts';

/**
 * Issue 9: the confirmation offers the PDF tickets at once, and the invoice. Tickets sent by post
 * are not offered here (readings.md 16): the post brings them.
 */
export function OrderDownloads({ orderId, byPost }: { orderId: string; byPost: boolean }) {
  const { t } = useTranslation();
  const files = useQuery(orderFilesQuery(orderId));
  const { tickets, invoice } = orderDocuments(files.data ?? []);
  return (
    <section className={styles.block} aria-labelledby="downloads-title">
      <h2 id="downloads-title">{t('confirmation.downloads.title')}</h2>
      {files.isPending && <Spinner label={t('confirmation.downloads.loading')} size="small" />}
      {files.isError && (
        <LoadFailure query={files} message={t('confirmation.downloads.unavailable')} />
      )}
      {files.isSuccess && (
        <ul className={styles.links}>
          {!byPost && tickets && (
            <li>
              <a className={styles.link} href={tickets.Url} download>
                {t('confirmation.downloads.tickets')}
              </a>
            </li>
          )}
          {invoice && (
            <li>
              <a className={styles.link} href={invoice.Url} download>
                {t('confirmation.downloads.invoice')}
              </a>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
