import { useEffect, useState } from 'react';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { buttonClassName } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { Field } from '../components/ui/field.tsx';
import { Form } from '../components/ui/form.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { ActivationResend } from '../features/identification/activation-resend.tsx';
import { handedEmail } from '../features/identification/handed-email.ts';
import { activateAccount } from '../features/identification/identity-calls.ts';
import { linkToken } from '../features/identification/link-token.ts';
import { useTunnel } from '../features/identification/use-tunnel.ts';
import { errorCode } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useMutation } from '../lib/query/index.ts';
import { Link, useLocation } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { useSingleUseLink } from '../lib/use-single-use-link.ts';
import { useZodForm } from '../lib/use-zod-form.ts';
import { pathOf } from '../paths.ts';
import styles from './identification.module.css';

// The schema, and zod with it, loads when the form is first checked (decisions 18 and 34).
const loadEmailCheckSchema = () =>
  import('@sesame/domain/identity/sign-up-schema').then((module) => module.emailCheckSchema);

/** A new activation e-mail for an address typed here (the link expired, or never arrived). */
function ResendForAddress({ defaultEmail }: { defaultEmail: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(defaultEmail || null);
  const { register, handleSubmit, errorOf, refusal } = useZodForm(loadEmailCheckSchema, {
    defaultValues: { email: defaultEmail },
  });
  if (email) return <ActivationResend email={email} />;
  return (
    <Form
      className={styles.stack}
      refusal={refusal}
      onSubmit={handleSubmit((values) => setEmail(values.email))}
    >
      <Field
        label={t('identification.account.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
        error={errorOf('email')}
        {...register('email')}
      />
      <button type="submit" className={buttonClassName('secondary', true)}>
        {t('common.continue')}
      </button>
    </Form>
  );
}

/**
 * checkout-and-account.md §2, identification/activation: the activation link's page activates
 * the account; without a link (just signed up) or with a spent one, it offers to resend it.
 * A link that could not be followed (no network, a server failure) is tried again on demand.
 */
export default function IdentificationActivationRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('identification.activation.documentTitle'));
  const language = useLanguage();
  const location = useLocation();
  const booking = useBookingStore((state) => state.booking);
  const { withContext } = useTunnel(booking.offer !== null && !booking.bookingPaid);
  const [token] = useState(() => linkToken(location.hash));
  const activation = useMutation({ mutationFn: (link: string) => activateAccount(link) });
  const { mutate } = activation;
  const { outcome, retry } = useSingleUseLink(token, mutate);
  const email = activation.data?.email ?? handedEmail(location.state);

  // The token leaves the address bar once read: it is single-use and should not be shared.
  useEffect(() => {
    if (token !== null) {
      window.history.replaceState(window.history.state, '', location.pathname + location.search);
    }
  }, [token, location.pathname, location.search]);

  const signInLink = (
    <Link
      className={buttonClassName('primary', true)}
      to={withContext(pathOf('identification', language))}
      state={{ email }}
    >
      {t('identification.activation.signIn')}
    </Link>
  );

  return (
    <Page title={t('identification.activation.title')}>
      <Card aria-label={t('identification.activation.title')}>
        <div ref={outcome} tabIndex={-1} className={styles.stack}>
          {token === null && (
            <>
              <p>
                {email
                  ? t('identification.activation.sentTo', { email })
                  : t('identification.activation.checkMailbox')}
              </p>
              <ResendForAddress defaultEmail={email} />
            </>
          )}
          {token !== null && (activation.isPending || activation.isIdle) && (
            <Spinner label={t('identification.activation.activating')} />
          )}
          {activation.isSuccess && (
            <>
              <Alert tone="success">{t('identification.activation.done', { email })}</Alert>
              {signInLink}
            </>
          )}
          {token !== null && activation.isError && (
            <>
              <LoadFailure query={{ error: activation.error, isFetching: false, refetch: retry }} />
              {errorCode(activation.error) !== 'GENERIC' && (
                <ResendForAddress defaultEmail={email} />
              )}
            </>
          )}
        </div>
      </Card>
    </Page>
  );
}
