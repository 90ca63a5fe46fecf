import { AFTER_SKIPPED_CONTACTS } from '@sesame/domain/funnel/after-payment';
import { nextStep } from '@sesame/domain/funnel/next-step';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import {
  orderContactsQuery,
  useInviteTraveller,
  usePlaceOccupant,
} from '../features/invitations/contacts-query.ts';
import { InviteForm } from '../features/invitations/invite-form.tsx';
import { RoomContacts } from '../features/invitations/room-contacts.tsx';
import { useErrorMessage } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useQuery } from '../lib/query/index.ts';
import { useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';
import styles from './accommodation-repartition.module.css';

/**
 * checkout-and-account.md §2, accommodation-repartition/contacts: after paying a park-hotel stay,
 * its main contact invites the fellow travellers by e-mail and places everyone in the rooms;
 * then the summary of contacts, or skipping to the account.
 */
export default function RepartitionContactsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('invitations.contacts.documentTitle'));
  const language = useLanguage();
  const config = usePlatformConfig();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const booking = useBookingStore((state) => state.booking);
  const funnel = useBookingStore((state) => state.funnel);
  const customer = useBookingStore((state) => state.customer);
  const orderId = useBookingStore((state) => state.order.orderId);
  const contacts = useQuery(orderContactsQuery(orderId, language));
  const invite = useInviteTraveller(orderId, language);
  const place = usePlaceOccupant(orderId, language);
  const left = contacts.data?.travellersLeft;
  const anyoneLeft = left ? left.adult + left.child + left.baby > 0 : false;

  return (
    <Page title={t('invitations.contacts.title')} lead={t('invitations.contacts.lead')}>
      {contacts.isPending && <Spinner label={t('common.loading')} />}
      {contacts.isError && <LoadFailure query={contacts} />}
      {contacts.data && (
        <>
          <RoomContacts
            contacts={contacts.data}
            mainContactName={`${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim()}
            onMove={(occupantId, solutionIndex) => place.mutateAsync({ occupantId, solutionIndex })}
          />
          {invite.isSuccess && (
            <Alert tone="success">
              {t('invitations.form.sent', { email: invite.variables.email })}
            </Alert>
          )}
          {invite.isError && <Alert tone="danger">{errorMessage(invite.error)}</Alert>}
          <Card>
            {anyoneLeft && left ? (
              <InviteForm
                rooms={contacts.data.rooms}
                travellersLeft={left}
                onInvite={(traveller) =>
                  invite.mutateAsync(traveller).then(
                    () => true,
                    () => false,
                  )
                }
                isPending={invite.isPending}
              />
            ) : (
              <p className={styles.done}>{t('invitations.contacts.allInvited')}</p>
            )}
          </Card>
        </>
      )}
      <div className={styles.actions}>
        <Button
          fullWidth
          disabled={!contacts.data}
          onClick={() =>
            navigate(
              pathOf(
                nextStep('accommodation-repartition/contacts', booking, funnel, config),
                language,
              ),
            )
          }
        >
          {t('common.continue')}
        </Button>
        <Button
          variant="ghost"
          fullWidth
          onClick={() => navigate(pathOf(AFTER_SKIPPED_CONTACTS, language))}
        >
          {t('invitations.contacts.skip')}
        </Button>
      </div>
    </Page>
  );
}
