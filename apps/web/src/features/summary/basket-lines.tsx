import type { Cents } from '@sesame/domain/money/cents';
import type { ReactNode } from 'react';
import type { BasketLine } from '../../lib/basket-line.ts';
import { useFormatMoney } from '../../lib/format.tsx';
import { useFormatTimeOfDay, useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './basket-lines.module.css';

interface BasketLinesProps {
  lines: readonly BasketLine[];
  total: Cents;
  /** A title above the lines, when the page has no other heading for them. */
  title?: string;
  /** What a visitor can do with a line (the summary's basket items), shown under it. */
  actionsOf?: (line: BasketLine) => ReactNode;
  /** The night show's date, time and seats, already worded. */
  showSeat?: string | null;
}

/** The lines of a basket as the server priced them, the night show they give, and the server's total. */
export function BasketLines({ lines, total, title, actionsOf, showSeat }: BasketLinesProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const formatTime = useFormatTimeOfDay();
  return (
    <div className={styles.basket}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={`${line.kind}-${line.code}-${line.date ?? ''}`} className={styles.line}>
            <div className={styles.what}>
              <p className={styles.label}>{line.label}</p>
              {line.date && (
                <p className={styles.detail}>
                  {line.time
                    ? t('summary.lines.dateAndTime', {
                        date: formatDate(line.date),
                        time: formatTime(line.time),
                      })
                    : formatDate(line.date)}
                </p>
              )}
              {line.adults > 0 && (
                <p className={styles.detail}>
                  {t('summary.lines.adults', { count: line.adults })} ×{' '}
                  {formatMoney(line.adultUnitPrice)}
                </p>
              )}
              {line.children > 0 && (
                <p className={styles.detail}>
                  {t('summary.lines.children', { count: line.children })} ×{' '}
                  {formatMoney(line.childUnitPrice)}
                </p>
              )}
              {actionsOf?.(line)}
            </div>
            <p className={styles.price}>
              {line.totalPrice === 0 ? t('summary.lines.free') : formatMoney(line.totalPrice)}
            </p>
          </li>
        ))}
      </ul>
      {showSeat && (
        <p className={styles.show}>
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path d="M15.5 12.5A6.5 6.5 0 0 1 7.5 4.5a6.5 6.5 0 1 0 8 8Z" />
          </svg>
          {showSeat}
        </p>
      )}
      <p className={styles.total}>
        <span>{t('summary.total')}</span>
        <strong>{formatMoney(total)}</strong>
      </p>
    </div>
  );
}
