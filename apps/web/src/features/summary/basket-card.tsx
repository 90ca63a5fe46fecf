import type { Cents } from '@sesame/domain/money/cents';
import type { ReactNode } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { BasketLine } from '../../lib/basket-line.ts';
import { useErrorMessage } from '../../lib/error-message.ts';
import { useFormatMoney } from '../../lib/format.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import styles from './basket-card.module.css';
import { BasketLines } from './basket-lines.tsx';

interface BasketCardProps {
  basket: { lines: readonly BasketLine[]; total: Cents } | undefined;
  isPricing: boolean;
  error: unknown;
  hasExpired: boolean;
  /** booking-funnel.md §8: the total the server found, when it is not the one shown so far. */
  recalculatedTotal: Cents | null;
  /** The night show's date and seats, already worded. */
  showSeat: string | null;
  /** Where a visitor whose selection is gone chooses again. */
  offersPath: string;
  /** The replace, modify and remove actions of a line (booking-funnel.md §4, basket items). */
  actionsOf?: (line: BasketLine) => ReactNode;
}

/** booking-funnel.md §2, summary: the basket as the server priced it, or why it cannot be. */
export function BasketCard({
  basket,
  isPricing,
  error,
  hasExpired,
  recalculatedTotal,
  showSeat,
  offersPath,
  actionsOf,
}: BasketCardProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatMoney = useFormatMoney();
  const chooseAgain = <Link to={offersPath}>{t('summary.chooseAgain')}</Link>;

  return (
    <Card aria-labelledby="basket-title">
      <h2 id="basket-title" className={styles.title}>
        {t('summary.basketTitle')}
      </h2>
      {isPricing && !basket && <Spinner label={t('summary.pricing')} />}
      {hasExpired && (
        <Alert tone="danger">
          <p>{t('errors.SELECTION_EXPIRED')}</p>
          {chooseAgain}
        </Alert>
      )}
      {error !== null && (
        <Alert tone="danger">
          <p>{errorMessage(error)}</p>
          {chooseAgain}
        </Alert>
      )}
      {basket && (
        <BasketLines
          lines={basket.lines}
          total={basket.total}
          actionsOf={actionsOf}
          showSeat={showSeat}
        />
      )}
      {recalculatedTotal !== null && (
        <Alert tone="info">
          {t('summary.amountRecalculated', { amount: formatMoney(recalculatedTotal) })}
        </Alert>
      )}
    </Card>
  );
}
