import { nextStep } from '@sesame/domain/funnel/next-step';
import { useEffect, useState } from 'react';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Card } from '../components/ui/card.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import {
  customerOf,
  readProfile,
  updateProfile,
} from '../features/identification/identity-calls.ts';
import { LazyPersonalInformationForm } from '../features/identification/lazy-personal-information-form.tsx';
import { useTunnel } from '../features/identification/use-tunnel.ts';
import { sessionTokens } from '../lib/auth-session.ts';
import { useParisToday } from '../lib/clock.tsx';
import { errorCode, useErrorMessage } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useMutation, useQuery } from '../lib/query/index.ts';
import { Navigate, useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';

/**
 * checkout-and-account.md §2, identification/account (Your information): a signed-in customer's
 * identity and invoice data, read from and saved to the profile (§7, users/me). In a checkout the
 * next step is payment; otherwise the page stays, saying it saved.
 */
export default function IdentificationAccountRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('identification.information.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const config = usePlatformConfig();
  const today = useParisToday();
  const errorMessage = useErrorMessage();
  const booking = useBookingStore((state) => state.booking);
  const customer = useBookingStore((state) => state.customer);
  const setCustomer = useBookingStore((state) => state.setCustomer);
  const logOut = useBookingStore((state) => state.logOut);
  const { inTunnel, withContext } = useTunnel(booking.offer !== null && !booking.bookingPaid);
  const signedIn = customer?.isLoggedIn === true && sessionTokens() !== null;
  const [saved, setSaved] = useState(false);
  const profile = useQuery({
    queryKey: ['profile', customer?.id ?? null],
    queryFn: readProfile,
    enabled: signedIn,
    staleTime: 0,
    retry: false,
  });
  const saving = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      setCustomer(customerOf(updated));
      if (!inTunnel) return setSaved(true);
      const state = useBookingStore.getState();
      navigate(
        pathOf(nextStep('identification/account', state.booking, state.funnel, config), language),
      );
    },
  });
  const sessionOver =
    errorCode(profile.error) === 'UNAUTHENTICATED' || errorCode(saving.error) === 'UNAUTHENTICATED';

  const loggedIn = customer?.isLoggedIn === true;
  // A session the provider ended (a refused refresh) is a logout (checkout-and-account.md §4).
  useEffect(() => {
    if (sessionOver && loggedIn) logOut();
  }, [sessionOver, loggedIn, logOut]);

  if (!signedIn || sessionOver) {
    return <Navigate to={withContext(pathOf('identification', language))} replace />;
  }

  return (
    <Page
      title={t('identification.information.title')}
      lead={t('identification.information.lead', { email: customer.email })}
    >
      <Card aria-label={t('identification.information.title')}>
        {profile.isPending && <Spinner label={t('common.loading')} />}
        {profile.isError && <LoadFailure query={profile} />}
        {profile.isSuccess && (
          <LazyPersonalInformationForm
            key={profile.dataUpdatedAt}
            platform={config.code}
            language={language}
            today={today}
            profile={profile.data}
            platformCountry={config.country.toUpperCase()}
            isPending={saving.isPending}
            submitLabel={
              inTunnel
                ? t('identification.information.save')
                : t('identification.information.saveOnly')
            }
            failure={saving.isError ? errorMessage(saving.error) : null}
            onSubmit={(information) => {
              setSaved(false);
              saving.mutate(information);
            }}
          />
        )}
        {saved && <Alert tone="success">{t('identification.information.saved')}</Alert>}
      </Card>
    </Page>
  );
}
