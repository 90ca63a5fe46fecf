import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useMutation } from '../../lib/query/index.ts';
import styles from './identification.module.css';
import { resendActivation } from './identity-calls.ts';

/**
 * checkout-and-account.md §4, not activated: a new activation e-mail can be requested; the
 * result is sent, or failed with the spec's message (§8, activation e-mail failure).
 */
export function ActivationResend({ email }: { email: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const resend = useMutation({ mutationFn: () => resendActivation(email) });
  return (
    <div className={styles.form}>
      <Button
        variant="secondary"
        fullWidth
        isPending={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {t('identification.activation.resend')}
      </Button>
      {resend.isSuccess && (
        <Alert tone="success">{t('identification.activation.resent', { email })}</Alert>
      )}
      {resend.isError && <Alert tone="danger">{errorMessage(resend.error)}</Alert>}
    </div>
  );
}
