import { useId } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import styles from './identification.module.css';
import { PasswordRulesList } from './password-rules-list.tsx';

// The schema, and zod with it, loads when the form is first checked (decisions 18 and 34).
const loadNewPasswordSchema = () =>
  import('@sesame/domain/identity/new-password-form-schema').then(
    (module) => module.newPasswordFormSchema,
  );

interface NewPasswordFormProps {
  isPending: boolean;
  failure: string | null;
  onSubmit: (password: string) => void;
}

/** checkout-and-account.md §4 and §5: a new password, against the live rules, confirmed. */
export function NewPasswordForm({ isPending, failure, onSubmit }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const rulesId = useId();
  const { register, handleSubmit, errorOf, watch, refusal } = useZodForm(loadNewPasswordSchema, {
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const password = watch('password') ?? '';

  return (
    <Form
      className={styles.form}
      refusal={refusal}
      onSubmit={handleSubmit(({ password }) => onSubmit(password))}
    >
      <Field
        label={t('identification.reset.password')}
        type="password"
        autoComplete="new-password"
        isRequired
        error={errorOf('password')}
        {...register('password')}
      />
      <PasswordRulesList id={rulesId} password={password} />
      <Field
        label={t('identification.signup.confirmation')}
        type="password"
        autoComplete="new-password"
        isRequired
        error={errorOf('passwordConfirmation')}
        {...register('passwordConfirmation')}
      />
      {failure && (
        <Alert tone="danger" focusOnShow>
          {failure}
        </Alert>
      )}
      <Button type="submit" fullWidth isPending={isPending}>
        {t('identification.reset.submit')}
      </Button>
    </Form>
  );
}
