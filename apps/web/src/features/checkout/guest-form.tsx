import { type CustomerInput, customerSchema } from '@sesame/domain/validation/customer-schema';
import { FIELD_MAX_LENGTH } from '@sesame/domain/validation/limits';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useZodForm } from '../../lib/use-zod-form.ts';
import styles from './guest-form.module.css';

interface GuestFormProps {
  defaultValues: CustomerInput;
  onSubmit: (customer: CustomerInput) => void;
}

/** checkout-and-account.md §2 and §5: continue without an account — e-mail, first and last name. */
export function GuestForm({ defaultValues, onSubmit }: GuestFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, errorOf } = useZodForm(customerSchema, {
    defaultValues,
    mode: 'onTouched',
  });

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className={styles.required}>{t('identification.guest.requiredNote')}</p>
      <Field
        label={t('identification.guest.email')}
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
        isRequired
        maxLength={FIELD_MAX_LENGTH}
        error={errorOf('firstName')}
        {...register('firstName')}
      />
      <Field
        label={t('identification.guest.lastName')}
        autoComplete="family-name"
        isRequired
        maxLength={FIELD_MAX_LENGTH}
        error={errorOf('lastName')}
        {...register('lastName')}
      />
      <Button type="submit" fullWidth>
        {t('identification.guest.continue')}
      </Button>
    </form>
  );
}
