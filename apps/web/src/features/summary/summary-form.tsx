import type { SendingMethod } from '@sesame/domain/booking/booking';
import type { Cents } from '@sesame/domain/money/cents';
import { summarySchema } from '@sesame/domain/validation/summary-schema';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { DeliveryMethod } from './delivery-method.tsx';
import styles from './summary-form.module.css';

interface SummaryFormProps {
  sendingMethod: SendingMethod;
  /** Postage; null when tickets cannot be posted. */
  postage: Cents | null;
  generalTermsUrl: string;
  privacyPolicyUrl: string;
  isDisabled: boolean;
  /** The basket is priced again at once: the delivery method is part of it. */
  onDeliveryChange: (method: SendingMethod, price: Cents | null) => void;
  onAccepted: () => void;
}

/**
 * booking-funnel.md §5 and §9, summary: the delivery method, then the sales terms and the privacy
 * policy, both to accept before identification.
 */
export function SummaryForm({
  sendingMethod,
  postage,
  generalTermsUrl,
  privacyPolicyUrl,
  isDisabled,
  onDeliveryChange,
  onAccepted,
}: SummaryFormProps) {
  const { t } = useTranslation();
  const { control, register, handleSubmit, errorOf } = useZodForm(summarySchema, {
    defaultValues: { sendingMethod, acceptsSalesTerms: false, acceptsPrivacyPolicy: false },
  });

  return (
    <form className={styles.form} onSubmit={handleSubmit(onAccepted)} noValidate>
      <Card>
        <Controller
          control={control}
          name="sendingMethod"
          render={({ field }) => (
            <DeliveryMethod
              value={field.value}
              postage={postage}
              onChange={(method, price) => {
                field.onChange(method);
                onDeliveryChange(method, price);
              }}
            />
          )}
        />
      </Card>
      <div className={styles.terms}>
        <Checkbox
          isRequired
          error={errorOf('acceptsSalesTerms')}
          {...register('acceptsSalesTerms')}
        >
          {t('summary.terms.salesTermsBefore')}{' '}
          <a href={generalTermsUrl} target="_blank" rel="noreferrer">
            {t('summary.terms.salesTermsLink')}
          </a>
        </Checkbox>
        <Checkbox
          isRequired
          error={errorOf('acceptsPrivacyPolicy')}
          {...register('acceptsPrivacyPolicy')}
        >
          {t('summary.terms.privacyBefore')}{' '}
          <a href={privacyPolicyUrl} target="_blank" rel="noreferrer">
            {t('summary.terms.privacyLink')}
          </a>
        </Checkbox>
        <Button type="submit" fullWidth disabled={isDisabled}>
          {t('common.continue')}
        </Button>
      </div>
    </form>
  );
}
