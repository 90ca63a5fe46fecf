import { nextStep } from '@sesame/domain/funnel/next-step';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button, buttonClassName } from '../components/ui/button.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { orderContactsQuery } from '../features/invitations/contacts-query.ts';
import { RoomContacts } from '../features/invitations/room-contacts.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useQuery } from '../lib/query/index.ts';
import { Link, useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';
import styles from './accommodation-repartition.module.css';

/**
 * checkout-and-account.md §2, accommodation-repartition/contacts-summary: who sleeps in each room
 * and where each invitation stands, to review before confirming the distribution.
 */
export default function RepartitionSummaryRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('invitations.summary.documentTitle'));
  const language = useLanguage();
  const config = usePlatformConfig();
  const navigate = useNavigate();
  const booking = useBookingStore((state) => state.booking);
  const funnel = useBookingStore((state) => state.funnel);
  const customer = useBookingStore((state) => state.customer);
  const orderId = useBookingStore((state) => state.order.orderId);
  const contacts = useQuery(orderContactsQuery(orderId, language));

  return (
    <Page title={t('invitations.summary.title')} lead={t('invitations.summary.lead')}>
      {contacts.isPending && <Spinner label={t('common.loading')} />}
      {contacts.isError && <LoadFailure query={contacts} />}
      {contacts.data && (
        <>
          {contacts.data.travellers.length === 0 && (
            <Alert tone="info">{t('invitations.summary.nobody')}</Alert>
          )}
          {contacts.data.travellers.some((traveller) => traveller.status === 'FAILED') && (
            <Alert tone="danger">{t('invitations.summary.failed')}</Alert>
          )}
          <RoomContacts
            contacts={contacts.data}
            mainContactName={`${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim()}
          />
        </>
      )}
      <div className={styles.actions}>
        <Button
          fullWidth
          disabled={!contacts.data}
          onClick={() =>
            navigate(
              pathOf(
                nextStep('accommodation-repartition/contacts-summary', booking, funnel, config),
                language,
              ),
            )
          }
        >
          {t('invitations.summary.confirm')}
        </Button>
        <Link
          to={pathOf('accommodation-repartition/contacts', language)}
          className={buttonClassName('ghost', true)}
        >
          {t('invitations.summary.edit')}
        </Link>
      </div>
    </Page>
  );
}
