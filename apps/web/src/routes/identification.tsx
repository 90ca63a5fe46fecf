import { nextStep } from '@sesame/domain/funnel/next-step';
import { useState } from 'react';
import { PageAlerts } from '../components/content/page-alerts.tsx';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { GuestForm } from '../features/checkout/guest-form.tsx';
import { ActivationResend } from '../features/identification/activation-resend.tsx';
import { EmailCheckForm } from '../features/identification/email-check-form.tsx';
import { handedEmail } from '../features/identification/handed-email.ts';
import { customerOf, type EmailState } from '../features/identification/identity-calls.ts';
import { SignInForm } from '../features/identification/sign-in-form.tsx';
import { useTunnel } from '../features/identification/use-tunnel.ts';
import { useTranslation } from '../lib/i18n.ts';
import { signOut } from '../lib/idp-session.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useLocation, useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';
import styles from './identification.module.css';

/** Where identification stands with the e-mail typed (checkout-and-account.md §4). */
type Checked = { email: string; state: EmailState } | null;

/**
 * checkout-and-account.md §2 and §4, identification: the e-mail check and its three states (an
 * account: its password; not activated: a new activation e-mail; unknown: account creation),
 * or continue without an account. A signed-in customer goes on to Your information.
 */
export default function IdentificationRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('identification.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const config = usePlatformConfig();
  const booking = useBookingStore((state) => state.booking);
  const customer = useBookingStore((state) => state.customer);
  const setCustomer = useBookingStore((state) => state.setCustomer);
  const logOut = useBookingStore((state) => state.logOut);
  const { withContext } = useTunnel(booking.offer !== null && !booking.bookingPaid);
  const [checked, setChecked] = useState<Checked>(null);
  const accountPath = withContext(pathOf('identification/account', language));

  return (
    <Page title={t('identification.title')} lead={t('identification.lead')}>
      <PageAlerts code="ACCOUNT_CREATION" />
      <Card aria-labelledby="account-title">
        <h2 id="account-title" className={styles.cardTitle}>
          {t('identification.account.title')}
        </h2>
        {customer?.isLoggedIn ? (
          <div className={styles.stack}>
            <p>{t('identification.account.signedInAs', { email: customer.email })}</p>
            <Button fullWidth onClick={() => navigate(accountPath)}>
              {t('common.continue')}
            </Button>
            <Button variant="ghost" fullWidth onClick={() => void signOut().finally(logOut)}>
              {t('identification.account.signOut')}
            </Button>
          </div>
        ) : checked === null ? (
          <>
            <p className={styles.note}>{t('identification.account.note')}</p>
            <EmailCheckForm
              defaultEmail={customer?.email ?? handedEmail(location.state)}
              onChecked={(email, state) => setChecked({ email, state })}
            />
          </>
        ) : (
          <div className={styles.stack}>
            <div className={styles.known}>
              <span className={styles.knownEmail}>{checked.email}</span>
              <button type="button" className={styles.linkButton} onClick={() => setChecked(null)}>
                {t('identification.account.changeEmail')}
              </button>
            </div>
            {checked.state === 'ACTIVE' && (
              <SignInForm
                email={checked.email}
                onSignedIn={(profile) => {
                  setCustomer(customerOf(profile));
                  navigate(accountPath);
                }}
              />
            )}
            {checked.state === 'NOT_ACTIVATED' && (
              <>
                <Alert tone="info">{t('identification.account.notActivated')}</Alert>
                <ActivationResend email={checked.email} />
              </>
            )}
            {checked.state === 'UNKNOWN' && (
              <>
                <p>{t('identification.account.unknown')}</p>
                <Button
                  fullWidth
                  onClick={() =>
                    navigate(withContext(pathOf('identification/signup', language)), {
                      state: { email: checked.email },
                    })
                  }
                >
                  {t('identification.account.createAccount')}
                </Button>
              </>
            )}
          </div>
        )}
      </Card>
      {!customer?.isLoggedIn && (
        <Card aria-labelledby="guest-title">
          <h2 id="guest-title" className={styles.cardTitle}>
            {t('identification.guest.title')}
          </h2>
          <p className={styles.note}>{t('identification.guest.note')}</p>
          <GuestForm
            sendingMethod={booking.sendingMethod}
            defaultValues={{
              email: customer?.email ?? checked?.email ?? '',
              firstName: customer?.firstName ?? '',
              lastName: customer?.lastName ?? '',
              streetAddress: customer?.streetAddress ?? '',
              customAddress: customer?.customAddress ?? '',
              zipCode: customer?.zipCode ?? '',
              city: customer?.city ?? '',
              country: 'FR',
            }}
            onSubmit={(guest) => {
              setCustomer({ ...guest, isLoggedIn: false });
              const state = useBookingStore.getState();
              navigate(
                pathOf(nextStep('identification', state.booking, state.funnel, config), language),
              );
            }}
          />
        </Card>
      )}
    </Page>
  );
}
