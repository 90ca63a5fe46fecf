import { emailCheckSchema } from '@sesame/domain/identity/sign-up-schema';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import styles from './identification.module.css';
import { checkEmail, type EmailState } from './identity-calls.ts';

interface EmailCheckFormProps {
  defaultEmail: string;
  onChecked: (email: string, state: EmailState) => void;
}

/** checkout-and-account.md §4: the e-mail whose state decides what identification asks next. */
export function EmailCheckForm({ defaultEmail, onChecked }: EmailCheckFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { register, handleSubmit, errorOf } = useZodForm(emailCheckSchema, {
    defaultValues: { email: defaultEmail },
  });
  const check = useMutation({
    mutationFn: (email: string) => checkEmail(email),
    onSuccess: (state, email) => onChecked(email, state),
  });

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(({ email }) => check.mutate(email))}
      noValidate
      aria-label={t('identification.account.emailForm')}
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
      {check.isError && <Alert tone="danger">{errorMessage(check.error)}</Alert>}
      <Button type="submit" fullWidth isPending={check.isPending}>
        {t('common.continue')}
      </Button>
    </form>
  );
}
