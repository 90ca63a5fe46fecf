import { FIELD_MAX_LENGTH } from '@sesame/domain/validation/limits';
import { useId } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import styles from './identification.module.css';
import { PasswordRulesList } from './password-rules-list.tsx';

export interface SignUpValues {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

// The schema, and zod with it, loads when the form is first checked (decisions 18 and 34).
const loadSignUpSchema = () =>
  import('@sesame/domain/identity/sign-up-schema').then((module) => module.signUpFormSchema);

interface SignUpFormProps {
  defaultEmail: string;
  isPending: boolean;
  failure: string | null;
  onSubmit: (account: SignUpValues) => void;
}

/**
 * checkout-and-account.md §2, identification/signup, and §5: the e-mail, the names, a password
 * shown against the live list of rules, and its confirmation, which must match.
 */
export function SignUpForm({ defaultEmail, isPending, failure, onSubmit }: SignUpFormProps) {
  const { t } = useTranslation();
  const rulesId = useId();
  const { register, handleSubmit, errorOf, watch, refusal } = useZodForm(loadSignUpSchema, {
    defaultValues: {
      email: defaultEmail,
      firstName: '',
      lastName: '',
      password: '',
      passwordConfirmation: '',
    },
  });
  const password = watch('password') ?? '';
  const text = { isRequired: true, maxLength: FIELD_MAX_LENGTH } as const;

  return (
    <Form
      className={styles.form}
      refusal={refusal}
      onSubmit={handleSubmit(({ email, firstName, lastName, password }) =>
        onSubmit({ email, firstName, lastName, password }),
      )}
    >
      <p className={styles.requiredNote}>{t('identification.guest.requiredNote')}</p>
      <Field
        label={t('identification.account.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
        error={errorOf('email')}
        {...register('email')}
      />
      <Field
        label={t('identification.guest.firstName')}
        autoComplete="given-name"
        {...text}
        error={errorOf('firstName')}
        {...register('firstName')}
      />
      <Field
        label={t('identification.guest.lastName')}
        autoComplete="family-name"
        {...text}
        error={errorOf('lastName')}
        {...register('lastName')}
      />
      <Field
        label={t('identification.account.password')}
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
        {t('identification.signup.submit')}
      </Button>
    </Form>
  );
}
