import type { SendingMethod } from '@sesame/domain/booking/booking';
import type { Cents } from '@sesame/domain/money/cents';
import { parseDonation, roundUpDonation } from '@sesame/domain/pricing/donation-amount';
import { MAX_DONATION_CENTS } from '@sesame/domain/validation/limits';
import type {
  DonationChoice as Donation,
  InsuranceChoice as Insurance,
} from '@sesame/domain/validation/summary-schema';
import { type ReactNode, useEffect } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Form } from '../../components/ui/form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { DeliveryMethod } from './delivery-method.tsx';
import { DonationChoice } from './donation-choice.tsx';
import { InsuranceChoice } from './insurance-choice.tsx';
import type { InsuranceQuote } from './insurance-query.ts';
import styles from './summary-form.module.css';

// The schema, and zod with it, loads when the form is first checked (decisions 18 and 34).
const loadSummarySchema = () =>
  import('@sesame/domain/validation/summary-schema').then((module) => module.summarySchema);

interface SummaryFormProps {
  sendingMethod: SendingMethod;
  /** Postage; null when tickets cannot be posted. */
  postage: Cents | null;
  /** The flexible rate's choice, where the platform sells it (booking-funnel.md §3). */
  flexibleRate: ReactNode;
  /** The insurer's quote for the saved basket; undefined while it is asked. */
  insuranceQuote: InsuranceQuote | undefined;
  /** The choices already made on this booking, when the visitor comes back. */
  insurance: Insurance | null;
  donation: Donation;
  otherDonation: string;
  /** The order's total without the gift, which the round-up completes to the next euro. */
  totalBeforeDonation: Cents | null;
  generalTermsUrl: string;
  privacyPolicyUrl: string;
  isDisabled: boolean;
  /** The basket is priced again at once: the delivery method is part of it. */
  onDeliveryChange: (method: SendingMethod, price: Cents | null) => void;
  /** Priced again at once too: the insurance line is the quote. */
  onInsuranceChange: (choice: Insurance | null) => void;
  /** The gift as chosen, when it is a valid amount; null for none (or not yet valid). */
  onDonationChange: (amount: Cents | null, choice: Donation, other: string) => void;
  onAccepted: () => void;
}

/** The gift a choice gives, in cents; null for no gift or an amount the schema refuses. */
function donationOf(choice: Donation, other: string, roundUpBase: Cents | null): Cents | null {
  if (choice === 'none') return null;
  if (choice === 'roundUp') return roundUpBase === null ? null : roundUpDonation(roundUpBase);
  if (choice === 'other') {
    const amount = parseDonation(other);
    return amount !== null && amount <= MAX_DONATION_CENTS ? amount : null;
  }
  return Number(choice) as Cents;
}

/**
 * booking-funnel.md §3, §5 and §9, summary: the delivery method, the flexible rate, the
 * cancellation insurance (to choose or decline, its terms to accept when chosen), the donation,
 * then the sales terms and the privacy policy, all before identification. Each extra re-prices the basket as it is chosen.
 */
export function SummaryForm({
  sendingMethod,
  postage,
  flexibleRate,
  insuranceQuote,
  insurance,
  donation,
  otherDonation,
  totalBeforeDonation,
  generalTermsUrl,
  privacyPolicyUrl,
  isDisabled,
  onDeliveryChange,
  onInsuranceChange,
  onDonationChange,
  onAccepted,
}: SummaryFormProps) {
  const { t } = useTranslation();
  const { field, watch, register, handleSubmit, errorOf, setValue, clearErrors, refusal } =
    useZodForm(loadSummarySchema, {
      defaultValues: {
        sendingMethod,
        insurance,
        acceptsInsuranceTerms: false,
        donation,
        otherDonation,
        acceptsSalesTerms: false,
        acceptsPrivacyPolicy: false,
      },
    });
  const chosenInsurance = watch('insurance');
  const chosenDonation = watch('donation');
  const typedDonation = watch('otherDonation');
  const sendingMethodField = field('sendingMethod');
  const insuranceField = field('insurance');
  const donationField = field('donation');

  // §8: an insurer that cannot quote lets the visitor go on without insurance.
  const isUnavailable = insuranceQuote?.available === false;
  useEffect(() => {
    if (isUnavailable && chosenInsurance !== 'unavailable') {
      setValue('insurance', 'unavailable');
      clearErrors(['insurance', 'acceptsInsuranceTerms']);
      onInsuranceChange('unavailable');
    } else if (!isUnavailable && insuranceQuote && chosenInsurance === 'unavailable') {
      setValue('insurance', null);
      onInsuranceChange(null);
    }
  }, [isUnavailable, insuranceQuote, chosenInsurance, setValue, clearErrors, onInsuranceChange]);

  const gift = donationOf(chosenDonation, typedDonation, totalBeforeDonation);
  useEffect(() => {
    onDonationChange(gift, chosenDonation, typedDonation);
  }, [gift, chosenDonation, typedDonation, onDonationChange]);

  return (
    <Form className={styles.form} refusal={refusal} onSubmit={handleSubmit(onAccepted)}>
      <Card>
        <DeliveryMethod
          value={sendingMethodField.value}
          postage={postage}
          onChange={(method, price) => {
            sendingMethodField.onChange(method);
            onDeliveryChange(method, price);
          }}
        />
      </Card>
      {flexibleRate && <Card>{flexibleRate}</Card>}
      <Card>
        <div className={styles.extra}>
          <InsuranceChoice
            quote={insuranceQuote}
            value={insuranceField.value}
            error={errorOf('insurance')}
            onChange={(choice) => {
              insuranceField.onChange(choice);
              onInsuranceChange(choice);
            }}
          />
          {chosenInsurance === 'yes' && (
            <Checkbox
              isRequired
              error={errorOf('acceptsInsuranceTerms')}
              {...register('acceptsInsuranceTerms')}
            >
              {t('summary.insurance.terms')}
            </Checkbox>
          )}
        </div>
      </Card>
      <Card>
        <DonationChoice
          value={donationField.value}
          onChange={donationField.onChange}
          roundUp={totalBeforeDonation === null ? null : roundUpDonation(totalBeforeDonation)}
          otherDonation={register('otherDonation')}
          otherError={errorOf('otherDonation')}
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
    </Form>
  );
}
