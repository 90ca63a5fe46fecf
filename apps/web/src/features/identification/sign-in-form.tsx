import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useMutation } from '../../lib/query/index.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import styles from './identification.module.css';
import { type Profile, requestPasswordReset, signIn } from './identity-calls.ts';

// The schema, and zod with it, loads when the form is first checked (decisions 18 and 34).
const loadPasswordSchema = () =>
  import('@sesame/domain/identity/sign-up-schema').then((module) =>
    module.signInSchema.pick({ password: true }),
  );

interface SignInFormProps {
  email: string;
  onSignedIn: (profile: Profile) => void;
}

/**
 * checkout-and-account.md §4, an e-mail with an account: its password is asked; a forgotten one
 * is reset through a link sent to that e-mail (the e-mail factor).
 */
export function SignInForm({ email, onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { register, handleSubmit, errorOf, refusal } = useZodForm(loadPasswordSchema, {
    defaultValues: { password: '' },
  });
  const signingIn = useMutation({
    mutationFn: (password: string) => signIn(email, password),
    onSuccess: onSignedIn,
  });
  const reset = useMutation({ mutationFn: () => requestPasswordReset(email) });

  return (
    <Form
      className={styles.form}
      refusal={refusal}
      onSubmit={handleSubmit(({ password }) => signingIn.mutate(password))}
      aria-label={t('identification.account.signInForm')}
    >
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        label={t('identification.account.password')}
        type="password"
        autoComplete="current-password"
        isRequired
        error={errorOf('password')}
        {...register('password')}
      />
      {signingIn.isError && (
        <Alert tone="danger" focusOnShow>
          {errorMessage(signingIn.error)}
        </Alert>
      )}
      <Button type="submit" fullWidth isPending={signingIn.isPending}>
        {t('identification.account.signIn')}
      </Button>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => reset.mutate()}
          disabled={reset.isPending}
        >
          {t('identification.account.forgotPassword')}
        </button>
      </div>
      {reset.isSuccess && (
        <Alert tone="success">{t('identification.account.resetSent', { email })}</Alert>
      )}
      {reset.isError && <Alert tone="danger">{errorMessage(reset.error)}</Alert>}
    </Form>
  );
}
