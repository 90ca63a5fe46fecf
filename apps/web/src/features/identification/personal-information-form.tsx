import type { Language } from '@sesame/domain/i18n/language';
import { CIVILITIES } from '@sesame/domain/identity/civilities';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { FIELD_MAX_LENGTH } from '@sesame/domain/validation/limits';
import type { PersonalInformation } from '@sesame/domain/validation/personal-information-schema';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Form } from '../../components/ui/form.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { countryOptions, phoneCountryOptions } from './country-options.ts';
import styles from './identification.module.css';
import type { Profile } from './identity-calls.ts';
import { informationDefaults } from './information-defaults.ts';

export interface PersonalInformationFormProps {
  platform: PlatformCode;
  language: Language;
  /** The visitor's day, `yyyy-MM-dd`: a birth date is checked against it. */
  today: string;
  /** The profile the form starts from. */
  profile: Profile;
  /** The platform's country (`FR`): a first visit's phone and address country. */
  platformCountry: string;
  isPending: boolean;
  /** "Save and continue" in a checkout, "Save" elsewhere. */
  submitLabel: string;
  /** The failure of the last save, in the visitor's language. */
  failure: string | null;
  onSubmit: (information: PersonalInformation) => void;
}

/**
 * checkout-and-account.md §2, identification/account (Your information), §3 and §5: title,
 * names, birth date, ID number (required and checked on es), phone with its country code,
 * address, postcode of the country, city, country, and the invoice option with the company's
 * name, address and identifier. Required fields carry an asterisk.
 */
export function PersonalInformationForm({
  platform,
  language,
  today,
  profile,
  platformCountry,
  isPending,
  submitLabel,
  failure,
  onSubmit,
}: PersonalInformationFormProps) {
  const { t } = useTranslation();
  // The schema, and zod with it, loads when the form is first checked (decisions 18 and 34).
  const loadSchema = () =>
    import('@sesame/domain/validation/personal-information-schema').then((module) =>
      module.personalInformationSchema({ platform, today }),
    );
  const { register, handleSubmit, errorOf, watch, refusal } = useZodForm(loadSchema, {
    defaultValues: informationDefaults(profile, platformCountry),
  });
  const wantsInvoice = watch('invoice.wanted');
  const text = { isRequired: true, maxLength: FIELD_MAX_LENGTH } as const;
  const civilities = CIVILITIES.map((civility) => ({
    value: civility,
    label: t(`identification.fields.civilities.${civility}`),
  }));

  return (
    <Form className={styles.form} refusal={refusal} onSubmit={handleSubmit(onSubmit)}>
      <p className={styles.requiredNote}>{t('identification.guest.requiredNote')}</p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('identification.information.identity')}</legend>
        <SelectField
          label={t('identification.fields.civility')}
          placeholder={t('identification.fields.choose')}
          options={civilities}
          isRequired
          error={errorOf('civility')}
          {...register('civility')}
        />
        <div className={styles.row}>
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
        </div>
        <Field
          label={t('identification.fields.birthDate')}
          type="date"
          autoComplete="bday"
          max={today}
          isRequired
          error={errorOf('birthDate')}
          {...register('birthDate')}
        />
        <Field
          label={t('identification.fields.idNumber')}
          description={platform === 'es' ? t('identification.fields.idNumberHint') : undefined}
          autoComplete="off"
          maxLength={FIELD_MAX_LENGTH}
          isRequired={platform === 'es'}
          error={errorOf('idNumber')}
          {...register('idNumber')}
        />
        <div className={`${styles.row} ${styles.phoneRow}`}>
          <SelectField
            label={t('identification.fields.phoneCountry')}
            placeholder={t('identification.fields.choose')}
            options={phoneCountryOptions(language)}
            isRequired
            error={errorOf('phoneCountry')}
            {...register('phoneCountry')}
          />
          <Field
            label={t('identification.fields.phone')}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            {...text}
            error={errorOf('phone')}
            {...register('phone')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('identification.information.address')}</legend>
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
        <div className={styles.row}>
          <Field
            label={t('identification.fields.zipCode')}
            autoComplete="postal-code"
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
        </div>
        <SelectField
          label={t('identification.fields.country')}
          placeholder={t('identification.fields.choose')}
          options={countryOptions(language)}
          autoComplete="country"
          isRequired
          error={errorOf('country')}
          {...register('country')}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('identification.information.invoice')}</legend>
        <Checkbox {...register('invoice.wanted')}>
          {t('identification.fields.invoiceWanted')}
        </Checkbox>
        {wantsInvoice && (
          <>
            <Field
              label={t('identification.fields.businessName')}
              autoComplete="organization"
              {...text}
              error={errorOf('invoice.businessName')}
              {...register('invoice.businessName')}
            />
            <Field
              label={t('identification.fields.businessIdentifier')}
              {...text}
              error={errorOf('invoice.businessIdentifier')}
              {...register('invoice.businessIdentifier')}
            />
            <Field
              label={t('identification.fields.businessAddress')}
              {...text}
              error={errorOf('invoice.businessAddress')}
              {...register('invoice.businessAddress')}
            />
          </>
        )}
      </fieldset>
      {failure && (
        <Alert tone="danger" focusOnShow>
          {failure}
        </Alert>
      )}
      <Button type="submit" fullWidth isPending={isPending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
