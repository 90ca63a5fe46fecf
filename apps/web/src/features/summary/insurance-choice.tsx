import type { InsuranceChoice as Choice } from '@sesame/domain/validation/summary-schema';
import { InfoTip } from '../../components/content/info-tip.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import type { InsuranceQuote } from './insurance-query.ts';

interface InsuranceChoiceProps {
  /** The insurer's quote; undefined while it is asked. */
  quote: InsuranceQuote | undefined;
  value: Choice | null;
  onChange: (choice: Choice) => void;
  error: string | undefined;
}

/**
 * booking-funnel.md §3 and §5: insure the order for the quoted price or decline, a choice to make
 * before going on; §8: when the insurer cannot quote, 'Service unavailable' and the visitor goes
 * on without it.
 */
export function InsuranceChoice({ quote, value, onChange, error }: InsuranceChoiceProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  if (!quote) return <Spinner label={t('summary.insurance.quoting')} />;
  if (!quote.available) {
    return (
      <section aria-label={t('summary.insurance.legend')}>
        <Alert tone="info" title={t('summary.insurance.unavailable')}>
          <p>{t('summary.insurance.unavailableDetail')}</p>
        </Alert>
      </section>
    );
  }
  return (
    <ChoiceGroup<'yes' | 'no'>
      legend={t('summary.insurance.legend')}
      hint={<InfoTip code="INSURANCE" />}
      look="cards"
      isRequired
      error={error}
      choices={[
        {
          value: 'yes',
          label: t('summary.insurance.yes', { price: formatMoney(quote.price) }),
          detail: t('summary.insurance.yesDetail'),
        },
        { value: 'no', label: t('summary.insurance.no') },
      ]}
      value={value === 'yes' || value === 'no' ? value : null}
      onChange={onChange}
    />
  );
}
