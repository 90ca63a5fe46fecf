import { useId } from 'react';
import { InfoTip } from '../../components/content/info-tip.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './flexible-rate-choice.module.css';
import type { FlexibleRate } from './flexible-rate-query.ts';

interface FlexibleRateChoiceProps {
  /** The server's offer of the rate; undefined while it is asked. */
  rate: FlexibleRate | undefined;
  isChosen: boolean;
  isDisabled: boolean;
  onChange: (isChosen: boolean) => void;
}

/**
 * booking-funnel.md §3 and §9, catalogue.md §7.2 FLEX: the flexible rate, its price (10 % of the
 * tickets, 4 € at least) and what it gives: another visit day, up to 72 hours before the visit,
 * subject to places on the new day. Not sold once the date can no longer be changed.
 */
export function FlexibleRateChoice({
  rate,
  isChosen,
  isDisabled,
  onChange,
}: FlexibleRateChoiceProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>
          {t('summary.flexibleRate.title')}
        </h2>
        <InfoTip code="FLEXIBLE_RATE" />
      </div>
      {!rate ? (
        <Spinner label={t('summary.flexibleRate.loading')} />
      ) : (
        <>
          <p className={styles.rule}>
            {t('summary.flexibleRate.rule', { date: formatDate(rate.lastChangeDate) })}
          </p>
          {rate.available ? (
            <Checkbox
              checked={isChosen}
              disabled={isDisabled}
              onChange={(event) => onChange(event.target.checked)}
            >
              {t('summary.flexibleRate.add', { price: formatMoney(rate.price) })}
            </Checkbox>
          ) : (
            <p className={styles.unavailable}>{t('summary.flexibleRate.unavailable')}</p>
          )}
          <p className={styles.price}>{t('summary.flexibleRate.priceRule')}</p>
        </>
      )}
    </section>
  );
}
