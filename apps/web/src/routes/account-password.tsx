import { Button } from '../components/ui/button.tsx';
import { Dialog } from '../components/ui/dialog.tsx';
import { changePassword } from '../features/account/account-calls.ts';
import { ChangePasswordForm } from '../features/account/change-password-form.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { errorCode } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useMutation } from '../lib/query/index.ts';
import { AccountShell } from './account-shell.tsx';

/**
 * checkout-and-account.md §2 mon-compte/mot-de-passe, §4: the confirm prompt, then a success or
 * failure pop-up; a wrong current password is said under its field (§8).
 */
export default function AccountPasswordRoute() {
  const { t } = useTranslation();
  const customerId = useBookingStore((state) => state.customer?.id ?? 'me');
  const change = useMutation({
    mutationFn: (values: { currentPassword: string; password: string }) =>
      changePassword(customerId, values.currentPassword, values.password),
  });
  const wrongPassword = errorCode(change.error) === 'WRONG_PASSWORD';
  const failed = change.isError && !wrongPassword;

  return (
    <AccountShell route="mon-compte/mot-de-passe" title={t('account.password.title')}>
      <ChangePasswordForm
        isPending={change.isPending}
        wrongPassword={wrongPassword}
        onSubmit={(values) => change.mutate(values)}
      />
      <Dialog
        title={
          change.isSuccess ? t('account.password.successTitle') : t('account.password.failureTitle')
        }
        isOpen={change.isSuccess || failed}
        onOpenChange={(open) => {
          if (!open) change.reset();
        }}
        actions={<Button onClick={() => change.reset()}>{t('account.popin.close')}</Button>}
      >
        <p>{change.isSuccess ? t('account.password.success') : t('account.password.failure')}</p>
      </Dialog>
    </AccountShell>
  );
}
