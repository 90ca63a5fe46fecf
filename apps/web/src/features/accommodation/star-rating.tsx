import { useTranslation } from '../../lib/i18n.ts';
import styles from './accommodation-card.module.css';

/** A hotel's stars, drawn, and read out as a number. */
export function StarRating({ stars }: { stars: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={t('accommodation.card.stars', { count: stars })}
    >
      {'★'.repeat(stars)}
    </span>
  );
}
