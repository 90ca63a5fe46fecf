import type { Language } from '@sesame/domain/i18n/language';
import { type Cents, cents } from '@sesame/domain/money/cents';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useQuery } from '../../lib/query/index.ts';
import styles from './completion.module.css';
import { type CompletionExtras, completionBasketQuery, hasExtras } from './completion-calls.ts';

interface CompletionSummaryProps {
  orderId: string;
  language: Language;
  /** The extras chosen in the funnel (passes, activities, meals): the only things sold. */
  extras: CompletionExtras;
  /** The paid order's view (AlreadyBookedList), shown above the new items. */
  alreadyBooked: ReactNode;
  /** The new hotel stay with its rooms (the accommodation's stay details), below the new items. */
  newStay?: ReactNode;
  /** Where the customer goes to choose an extra. */
  addMoreLink: ReactNode;
  /** Pays the difference: the total the server priced. */
  onPay: (total: Cents) => void;
  isPaying: boolean;
}

/**
 * booking-funnel.md §4, completion mode, summary: what is already booked, then only the new
 * items as the server priced them (the paid ticket is not sold again) and the difference to pay.
 */
export function CompletionSummary({
  orderId,
  language,
  extras,
  alreadyBooked,
  newStay,
  addMoreLink,
  onPay,
  isPaying,
}: CompletionSummaryProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const saved = useQuery(completionBasketQuery(orderId, language, extras));
  const total = saved.data ? cents(saved.data.total) : null;

  return (
    <div className={styles.stack}>
      {alreadyBooked}
      <Card aria-labelledby="new-items">
        <h2 id="new-items" className={styles.heading}>
          {t('completion.summary.newItems')}
        </h2>
        {!hasExtras(extras) ? (
          <p>{t('completion.summary.nothingAdded')}</p>
        ) : saved.isPending ? (
          <Spinner label={t('completion.summary.pricing')} />
        ) : saved.isError ? (
          <LoadFailure query={saved} />
        ) : (
          <>
            <ul className={styles.lines}>
              {saved.data.lines.map((line) => (
                // A meal of two menus is two lines of one sitting: its menu tells them apart.
                <li key={`${line.code}-${line.date}-${line.label}`} className={styles.line}>
                  <span>
                    {t('completion.summary.line', { quantity: line.quantity, label: line.label })}
                    {line.date && ` · ${formatDate(line.date, 'short')}`}
                  </span>
                  <span>{formatMoney(cents(line.totalPrice))}</span>
                </li>
              ))}
            </ul>
            <p className={styles.difference}>
              <span>{t('completion.summary.difference')}</span>
              <span>{formatMoney(cents(saved.data.total))}</span>
            </p>
          </>
        )}
        {addMoreLink}
      </Card>
      {newStay}
      <Button
        fullWidth
        disabled={total === null || total <= 0}
        isPending={isPaying}
        onClick={() => total !== null && onPay(total)}
      >
        {total === null
          ? t('completion.summary.payDisabled')
          : t('completion.summary.pay', { amount: formatMoney(total) })}
      </Button>
    </div>
  );
}
