import { useState } from 'react';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { readAccountProfile, updateAccountProfile } from '../features/account/account-calls.ts';
import { ACCOUNT_QUERY_KEY } from '../features/account/account-queries.ts';
import { AccountSettings } from '../features/account/account-settings.tsx';
import { useErrorMessage } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useMutation, useQuery, useQueryClient } from '../lib/query/index.ts';
import { AccountShell } from './account-shell.tsx';

const SETTINGS_KEY = [...ACCOUNT_QUERY_KEY, 'settings'];

/**
 * checkout-and-account.md §2 mon-compte/param: the communication preference (§3 Customer,
 * stopCommunication), stored with the profile at the identity provider (§7, users/me).
 */
export default function AccountSettingsRoute() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const profile = useQuery({ queryKey: SETTINGS_KEY, queryFn: readAccountProfile, staleTime: 0 });
  const saving = useMutation({
    mutationFn: (acceptsNews: boolean) => updateAccountProfile({ stopCommunication: !acceptsNews }),
    onMutate: () => setSaved(false),
    onSuccess: (updated) => {
      queryClient.setQueryData(SETTINGS_KEY, updated);
      setSaved(true);
    },
  });

  return (
    <AccountShell route="mon-compte/param" title={t('account.settings.title')}>
      {profile.isPending && <Spinner label={t('common.loading')} />}
      {profile.isError && <LoadFailure query={profile} />}
      {profile.isSuccess && (
        <AccountSettings
          acceptsNews={!profile.data.stopCommunication}
          isSaving={saving.isPending}
          saved={saved}
          failure={saving.isError ? errorMessage(saving.error) : null}
          onChange={(acceptsNews) => saving.mutate(acceptsNews)}
        />
      )}
    </AccountShell>
  );
}
