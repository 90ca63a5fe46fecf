import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useMutation } from '../../lib/query/index.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import styles from './identification.module.css';
import { checkEmail, type EmailState } from './identity-calls.ts';

// The schema, and zod with it, loads when the form is first checked (decisions 18 and 34).
const loadEmailCheckSchema = () =>
  import('@sesame/domain/identity/sign-up-schema').then((module) => module.emailCheckSchema);

interface EmailCheckFormProps {
  defaultEmail: string;
  onChecked: (email: string, state: EmailState) => void;
}

/** checkout-and-account.md §4: the e-mail whose state decides what identification asks next. */
export function EmailCheckForm({ defaultEmail, onChecked }: EmailCheckFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { register, handleSubmit, errorOf, refusal } = useZodForm(loadEmailCheckSchema, {
    defaultValues: { email: defaultEmail },
  });
  const check = useMutation({
    mutationFn: (email: string) => checkEmail(email),
    onSuccess: (state, email) => onChecked(email, state),
  });

  return (
    <Form
      className={styles.form}
      refusal={refusal}
      onSubmit={handleSubmit(({ email }) => check.mutate(email))}
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
      {check.isError && (
        <Alert tone="danger" focusOnShow>
          {errorMessage(check.error)}
        </Alert>
      )}
      <Button type="submit" fullWidth isPending={check.isPending}>
        {t('common.continue')}
      </Button>
    </Form>
  );
}
