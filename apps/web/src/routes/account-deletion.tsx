import { updateAccountProfile } from '../features/account/account-calls.ts';
import { AccountDeletion } from '../features/account/account-deletion.tsx';
import { ACCOUNT_QUERY_KEY } from '../features/account/account-queries.ts';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useErrorMessage } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { signOut } from '../lib/idp-session.ts';
import { useMutation, useQueryClient } from '../lib/query/index.ts';
import { useNavigate } from '../lib/router.tsx';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';
import { AccountShell } from './account-shell.tsx';

/**
 * checkout-and-account.md §2 mon-compte/suppression, §4, §7: the request goes to the identity
 * provider ({profile: {requestDeleteUser: true}}); the erasure job carries it out within 24 hours.
 * After the deleted notice the session ends and, as on disconnecting (§2), the customer goes to
 * identification.
 */
export default function AccountDeletionRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const logOut = useBookingStore((state) => state.logOut);
  const deletion = useMutation({
    mutationFn: () => updateAccountProfile({ requestDeleteUser: true }),
  });

  const leave = async () => {
    await signOut().catch(() => undefined);
    queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
    navigate(pathOf('identification', language));
    logOut();
  };

  return (
    <AccountShell route="mon-compte/suppression" title={t('account.deletion.title')}>
      <AccountDeletion
        isPending={deletion.isPending}
        isDeleted={deletion.isSuccess}
        failure={deletion.isError ? errorMessage(deletion.error) : null}
        onConfirm={() => deletion.mutate()}
        onLeave={() => void leave()}
      />
    </AccountShell>
  );
}
