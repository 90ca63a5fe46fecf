import type { Cents } from '@sesame/domain/money/cents';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BasketLine } from '../../lib/basket-line.ts';
import { useFormatMoney, useFormatVisitDate } from '../../lib/format.tsx';
import styles from './basket-lines.module.css';

interface BasketLinesProps {
  lines: readonly BasketLine[];
  total: Cents;
  /** A title above the lines, when the page has no other heading for them. */
  title?: string;
  /** What a visitor can do with a line (the summary's basket items), shown under it. */
  actionsOf?: (line: BasketLine) => ReactNode;
}

/** The lines of a basket as the server priced them, and the server's total. */
export function BasketLines({ lines, total, title, actionsOf }: BasketLinesProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
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
                        time: line.time,
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
      <p className={styles.total}>
        <span>{t('summary.total')}</span>
        <strong>{formatMoney(total)}</strong>
      </p>
    </div>
  );
}
