import { zodResolver } from '@hookform/resolvers/zod';
import { type CustomerInput, customerSchema } from '@sesame/domain/validation/customer-schema';
import { FIELD_MAX_LENGTH } from '@sesame/domain/validation/fields';
import type { ValidationMessageKey } from '@sesame/domain/validation/validation-messages';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import styles from './guest-form.module.css';

interface GuestFormProps {
  defaultValues: CustomerInput;
  onSubmit: (customer: CustomerInput) => void;
}

/** checkout-and-account.md §2 and §5: continue without an account — e-mail, first and last name. */
export function GuestForm({ defaultValues, onSubmit }: GuestFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomerInput>({
    resolver: zodResolver(customerSchema),
    defaultValues,
    mode: 'onTouched',
  });
  // The domain's schema speaks in i18n keys; each field shows its first message.
  const message = (key: string | undefined) => (key ? t(key as ValidationMessageKey) : undefined);

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
      <p className={styles.required}>{t('identification.guest.requiredNote')}</p>
      <Field
        label={t('identification.guest.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
        error={message(errors.email?.message)}
        {...register('email')}
      />
      <Field
        label={t('identification.guest.firstName')}
        autoComplete="given-name"
        isRequired
        maxLength={FIELD_MAX_LENGTH}
        error={message(errors.firstName?.message)}
        {...register('firstName')}
      />
      <Field
        label={t('identification.guest.lastName')}
        autoComplete="family-name"
        isRequired
        maxLength={FIELD_MAX_LENGTH}
        error={message(errors.lastName?.message)}
        {...register('lastName')}
      />
      <Button type="submit" fullWidth>
        {t('identification.guest.continue')}
      </Button>
    </form>
  );
}
