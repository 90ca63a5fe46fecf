import { nextStep } from '@sesame/domain/funnel/next-step';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../components/page.tsx';
import { Card } from '../components/ui/card.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { GuestForm } from '../features/checkout/guest-form.tsx';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';
import styles from './identification.module.css';

/**
 * checkout-and-account.md §2, identification: the guest path. Logging in and creating an
 * account come with the account area.
 */
export default function IdentificationRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('identification.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const config = usePlatformConfig();
  const customer = useBookingStore((state) => state.customer);
  const setCustomer = useBookingStore((state) => state.setCustomer);

  return (
    <Page title={t('identification.title')} lead={t('identification.lead')}>
      <Card aria-labelledby="guest-title">
        <h2 id="guest-title" className={styles.cardTitle}>
          {t('identification.guest.title')}
        </h2>
        <p className={styles.note}>{t('identification.guest.note')}</p>
        <GuestForm
          defaultValues={{
            email: customer?.email ?? '',
            firstName: customer?.firstName ?? '',
            lastName: customer?.lastName ?? '',
          }}
          onSubmit={(values) => {
            setCustomer({ ...values, isLoggedIn: false });
            const { booking, funnel } = useBookingStore.getState();
            navigate(pathOf(nextStep('identification', booking, funnel, config), language));
          }}
        />
      </Card>
    </Page>
  );
}
