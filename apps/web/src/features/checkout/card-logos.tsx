import { useTranslation } from '../../lib/i18n.ts';
import styles from './card-logos.module.css';

/**
 * The cards the payment provider takes, drawn here rather than fetched: Visa and Mastercard, and
 * in France the national CB network (Cartes Bancaires).
 */
export function CardLogos({ country }: { country: 'fr' | 'es' }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.cards} aria-label={t('payment.cards.label')}>
      <li>
        <svg viewBox="0 0 48 30" role="img" aria-label={t('payment.cards.visa')}>
          <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#d6d9e0" />
          <text
            x="24"
            y="19.5"
            fill="#1a1f71"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="13"
            fontStyle="italic"
            fontWeight="700"
            textAnchor="middle"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" role="img" aria-label={t('payment.cards.mastercard')}>
          <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#d6d9e0" />
          <circle cx="19" cy="15" r="9" fill="#eb001b" />
          <circle cx="29" cy="15" r="9" fill="#f79e1b" />
          <path d="M24 7.52a9 9 0 0 1 0 14.96a9 9 0 0 1 0-14.96z" fill="#ff5f00" />
        </svg>
      </li>
      {country === 'fr' && (
        <li>
          <svg viewBox="0 0 48 30" role="img" aria-label={t('payment.cards.cb')}>
            <rect width="48" height="30" rx="4" fill="#1d4f91" />
            <path d="M48 4v22a4 4 0 0 1-4 4H14L48 4z" fill="#0f9a8e" />
            <text
              x="24"
              y="20.5"
              fill="#fff"
              fontFamily="Arial, Helvetica, sans-serif"
              fontSize="14"
              fontWeight="700"
              textAnchor="middle"
            >
              CB
            </text>
          </svg>
        </li>
      )}
    </ul>
  );
}
