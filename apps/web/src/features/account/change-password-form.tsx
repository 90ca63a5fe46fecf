import type { ChangePasswordForm as ChangePasswordValues } from '@sesame/domain/account/change-password-form-schema';
import { PASSWORD_RULES, passwordRuleChecks } from '@sesame/domain/identity/password-rules';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import styles from './account-forms.module.css';
import { ConfirmPopin } from './confirm-popin.tsx';

// The schema, and zod with it, loads when the form is first checked (decisions 18 and 34).
const loadChangePasswordSchema = () =>
  import('@sesame/domain/account/change-password-form-schema').then(
    (module) => module.changePasswordFormSchema,
  );

interface ChangePasswordFormProps {
  isPending: boolean;
  /** The wrong current password, shown under its field (§8). */
  wrongPassword: boolean;
  onSubmit: (values: ChangePasswordValues) => void;
}

/**
 * checkout-and-account.md §4 and §5, password change: the current password, a new one against
 * the live rules, its confirmation; then the confirm prompt before anything is sent.
 */
export function ChangePasswordForm({
  isPending,
  wrongPassword,
  onSubmit,
}: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const rulesId = useId();
  const [toConfirm, setToConfirm] = useState<ChangePasswordValues | null>(null);
  const { register, handleSubmit, errorOf, watch, refusal, setFocus } = useZodForm(
    loadChangePasswordSchema,
    {
      defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    },
  );
  const checks = passwordRuleChecks(watch('password') ?? '');
  // The server's refusal, said under its field: focus goes there, which reads it.
  useEffect(() => {
    if (wrongPassword) setFocus('currentPassword');
  }, [wrongPassword, setFocus]);

  return (
    <Form className={styles.form} refusal={refusal} onSubmit={handleSubmit(setToConfirm)}>
      <Field
        label={t('account.password.current')}
        type="password"
        autoComplete="current-password"
        isRequired
        error={wrongPassword ? t('account.password.wrong') : errorOf('currentPassword')}
        {...register('currentPassword')}
      />
      <Field
        label={t('account.password.new')}
        type="password"
        autoComplete="new-password"
        isRequired
        aria-describedby={rulesId}
        error={errorOf('password')}
        {...register('password')}
      />
      <ul id={rulesId} className={styles.rules} aria-label={t('account.password.rulesTitle')}>
        {PASSWORD_RULES.map((rule) => (
          <li key={rule} data-met={checks[rule]}>
            {t(`identification.signup.rules.${rule}`)}
            <span className={styles.visuallyHidden}>
              {checks[rule]
                ? t('identification.signup.rules.met')
                : t('identification.signup.rules.notMet')}
            </span>
          </li>
        ))}
      </ul>
      <Field
        label={t('account.password.confirmation')}
        type="password"
        autoComplete="new-password"
        isRequired
        error={errorOf('passwordConfirmation')}
        {...register('passwordConfirmation')}
      />
      <Button type="submit" isPending={isPending}>
        {t('account.password.submit')}
      </Button>
      <ConfirmPopin
        isOpen={toConfirm !== null}
        title={t('account.password.confirmTitle')}
        text={t('account.password.confirmText')}
        confirmLabel={t('account.password.confirm')}
        onCancel={() => setToConfirm(null)}
        onConfirm={() => {
          if (toConfirm) onSubmit(toConfirm);
          setToConfirm(null);
        }}
      />
    </Form>
  );
}
