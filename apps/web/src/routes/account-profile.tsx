import { useState } from 'react';
import { Alert } from '../components/ui/alert.tsx';
import { Card } from '../components/ui/card.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { ACCOUNT_QUERY_KEY } from '../features/account/account-queries.ts';
import { useBookingStore } from '../features/booking/booking-store.ts';
import {
  customerOf,
  readProfile,
  updateProfile,
} from '../features/identification/identity-calls.ts';
import { LazyPersonalInformationForm } from '../features/identification/lazy-personal-information-form.tsx';
import { useParisToday } from '../lib/clock.tsx';
import { useErrorMessage } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { usePlatformConfig } from '../lib/platform-query.ts';
import { useMutation, useQuery } from '../lib/query/index.ts';
import { useLanguage } from '../lib/use-language.ts';
import { AccountShell } from './account-shell.tsx';

/**
 * checkout-and-account.md §2 mon-compte/profil, §3 Profile: the customer's identity and address,
 * read from and saved to the identity provider (§7, users/me). The e-mail is the login: shown,
 * not changed here.
 */
export default function AccountProfileRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const config = usePlatformConfig();
  const today = useParisToday();
  const errorMessage = useErrorMessage();
  const setCustomer = useBookingStore((state) => state.setCustomer);
  const [saved, setSaved] = useState(false);
  const profile = useQuery({
    queryKey: [...ACCOUNT_QUERY_KEY, 'profile'],
    queryFn: readProfile,
    staleTime: 0,
  });
  const saving = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      setCustomer(customerOf(updated));
      setSaved(true);
    },
  });

  return (
    <AccountShell
      route="mon-compte/profil"
      title={t('account.profile.title')}
      lead={profile.data && t('account.profile.lead', { email: profile.data.email })}
    >
      <Card aria-label={t('account.profile.title')}>
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
            submitLabel={t('account.profile.save')}
            failure={saving.isError ? errorMessage(saving.error) : null}
            onSubmit={(information) => {
              setSaved(false);
              saving.mutate(information);
            }}
          />
        )}
        {saved && <Alert tone="success">{t('account.profile.saved')}</Alert>}
      </Card>
    </AccountShell>
  );
}
