import type { SendingMethod } from '@sesame/domain/booking/booking';
import type {
  Guest,
  PostalGuestInput,
  postalGuestSchema,
} from '@sesame/domain/validation/guest-schema';
import { FIELD_MAX_LENGTH } from '@sesame/domain/validation/limits';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import styles from './guest-form.module.css';

// The schema, and zod with it, loads when the form is first checked (decisions 18 and 34). Typed
// as the widest of the two forms: by e-mail, the address fields are not shown.
const loadGuestSchema = (sendingMethod: SendingMethod) => () =>
  import('@sesame/domain/validation/guest-schema').then(
    (module) => module.guestSchema(sendingMethod) as typeof postalGuestSchema,
  );

interface GuestFormProps {
  sendingMethod: SendingMethod;
  /** The address fields are used only when the tickets go by post. */
  defaultValues: PostalGuestInput;
  onSubmit: (guest: Guest) => void;
}

/**
 * checkout-and-account.md §1 and §2, continue without an account: what paying needs (e-mail,
 * first and last name) and, when the tickets go by post (France only), the postal address.
 */
export function GuestForm({ sendingMethod, defaultValues, onSubmit }: GuestFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, errorOf, refusal } = useZodForm(loadGuestSchema(sendingMethod), {
    defaultValues,
    mode: 'onTouched',
  });
  const text = { isRequired: true, maxLength: FIELD_MAX_LENGTH } as const;

  return (
    <Form
      className={styles.form}
      refusal={refusal}
      onSubmit={handleSubmit((guest) => onSubmit(guest as Guest))}
    >
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
      {sendingMethod === 'courrier' && (
        <>
          <p className={styles.required}>{t('identification.guest.postalNote')}</p>
          <Field
            label={t('identification.fields.streetAddress')}
            autoComplete="address-line1"
            {...text}
            error={errorOf('streetAddress')}
            {...register('streetAddress')}
          />
          <Field
            label={t('identification.fields.customAddress')}
            autoComplete="address-line2"
            maxLength={FIELD_MAX_LENGTH}
            error={errorOf('customAddress')}
            {...register('customAddress')}
          />
          <Field
            label={t('identification.fields.zipCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            {...text}
            error={errorOf('zipCode')}
            {...register('zipCode')}
          />
          <Field
            label={t('identification.fields.city')}
            autoComplete="address-level2"
            {...text}
            error={errorOf('city')}
            {...register('city')}
          />
        </>
      )}
      <Button type="submit" fullWidth>
        {t('identification.guest.continue')}
      </Button>
    </Form>
  );
}
