import type { Cents } from '@sesame/domain/money/cents';
import { DONATION_AMOUNTS } from '@sesame/domain/pricing/donation-amount';
import type { DonationChoice as Choice } from '@sesame/domain/validation/summary-schema';
import { InfoTip } from '../../components/content/info-tip.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import type { FieldRegistration } from '../../lib/use-zod-form.ts';
import styles from './summary-form.module.css';

interface DonationChoiceProps {
  value: Choice;
  onChange: (choice: Choice) => void;
  /** The round-up to the next euro of the order, when known. */
  roundUp: Cents | null;
  otherDonation: FieldRegistration<'otherDonation'>;
  otherError: string | undefined;
}

/**
 * catalogue.md §7.3 DON and booking-funnel.md §5: give or not; 1, 2, 5 or 10 €, the round-up to
 * the next euro, or another positive amount.
 */
export function DonationChoice({
  value,
  onChange,
  roundUp,
  otherDonation,
  otherError,
}: DonationChoiceProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const gives = value !== 'none';
  const amounts = [
    ...DONATION_AMOUNTS.map((amount) => ({
      value: String(amount) as Choice,
      label: formatMoney(amount),
    })),
    {
      value: 'roundUp' as const,
      label: t('summary.donation.roundUp'),
      detail: roundUp === null ? undefined : `+${formatMoney(roundUp)}`,
    },
    { value: 'other' as const, label: t('summary.donation.other') },
  ];
  return (
    <div className={styles.extra}>
      <ChoiceGroup<'yes' | 'no'>
        legend={t('summary.donation.legend')}
        hint={<InfoTip code="DONATION" />}
        choices={[
          { value: 'yes', label: t('summary.donation.yes') },
          { value: 'no', label: t('summary.donation.no') },
        ]}
        value={gives ? 'yes' : 'no'}
        onChange={(give) => onChange(give === 'yes' ? (gives ? value : '100') : 'none')}
      />
      {gives && (
        <ChoiceGroup
          legend={t('summary.donation.amountLegend')}
          look="tiles"
          choices={amounts}
          value={value}
          onChange={onChange}
        />
      )}
      {value === 'other' && (
        <Field
          label={t('summary.donation.otherLabel')}
          inputMode="decimal"
          autoComplete="off"
          isRequired
          error={otherError}
          {...otherDonation}
        />
      )}
    </div>
  );
}
