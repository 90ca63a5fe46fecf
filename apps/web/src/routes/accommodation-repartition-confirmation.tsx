import { nextStep } from '@sesame/domain/funnel/next-step';
import { Page } from '../components/page.tsx';
import { buttonClassName } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { OrderDownloads } from '../features/checkout/order-downloads.tsx';
import { orderQuery } from '../features/checkout/order-query.ts';
import { WhatsNext } from '../features/checkout/whats-next.tsx';
import { orderContactsQuery } from '../features/invitations/contacts-query.ts';
import { RoomContacts } from '../features/invitations/room-contacts.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useQuery } from '../lib/query/index.ts';
import { Link } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';
import styles from './accommodation-repartition.module.css';

/**
 * checkout-and-account.md §2, accommodation-repartition/repartition-confirmation: the end of the
 * distribution. readings.md §7: it also shows what the confirmation shows, since this flow took
 * its place after payment: the order number, the tickets, what happens next.
 */
export default function RepartitionConfirmationRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('invitations.confirmation.documentTitle'));
  const language = useLanguage();
  const config = usePlatformConfig();
  const booking = useBookingStore((state) => state.booking);
  const funnel = useBookingStore((state) => state.funnel);
  const customer = useBookingStore((state) => state.customer);
  const orderId = useBookingStore((state) => state.order.orderId);
  const order = useQuery(orderQuery(orderId));
  const contacts = useQuery(orderContactsQuery(orderId, language));
  // readings.md §16: the order's postage line means the tickets go by post, not by e-mail.
  const byPost = order.data?.lines.some((line) => line.kind === 'postage') ?? false;
  const invited = contacts.data?.travellers.length ?? 0;

  return (
    <Page
      title={t('invitations.confirmation.title')}
      emblem={
        <svg viewBox="0 0 48 48" aria-hidden="true" className={styles.check}>
          <circle cx="24" cy="24" r="22" />
          <path d="M14 24.5l7 7 13-15" />
        </svg>
      }
      lead={
        <div className={styles.hero}>
          <p>
            {t('confirmation.orderNumber')}{' '}
            <strong className={styles.number}>{order.data?.shortOrderId}</strong>
          </p>
          <p>{t('invitations.confirmation.invited', { count: invited })}</p>
        </div>
      }
      isFeatured
    >
      {order.isPending && <Spinner label={t('common.loading')} />}
      {order.isError && <LoadFailure query={order} />}
      {orderId && (
        <Card>
          <OrderDownloads orderId={orderId} byPost={byPost} />
        </Card>
      )}
      {contacts.data && (
        <RoomContacts
          contacts={contacts.data}
          mainContactName={`${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim()}
        />
      )}
      <Card>
        <WhatsNext email={order.data?.email ?? null} byPost={byPost} />
      </Card>
      <Link
        to={pathOf(
          nextStep('accommodation-repartition/repartition-confirmation', booking, funnel, config),
          language,
        )}
        className={buttonClassName('primary', true)}
      >
        {t('invitations.confirmation.toAccount')}
      </Link>
    </Page>
  );
}
