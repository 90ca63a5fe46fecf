import { useTranslation } from 'react-i18next';
import styles from './whats-next.module.css';

const STEPS = ['email', 'gate', 'arrive'] as const;

/** checkout-and-account.md §9: what happens after paying — tickets by e-mail within 30 minutes. */
export function WhatsNext({ email }: { email: string | null }) {
  const { t } = useTranslation();
  return (
    <section className={styles.block} aria-labelledby="whats-next-title">
      <h2 id="whats-next-title">{t('confirmation.next.title')}</h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step} className={styles.step}>
            <p className={styles.stepTitle}>{t(`confirmation.next.${step}.title`)}</p>
            <p>{t(`confirmation.next.${step}.text`, { email: email ?? '' })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
