import { useTranslation } from '../../lib/i18n.ts';
import styles from './whats-next.module.css';

/**
 * checkout-and-account.md §9: what happens after paying — tickets by e-mail within 30 minutes, or
 * by post to the address given when the visitor chose postal delivery (readings.md §16).
 */
export function WhatsNext({ email, byPost }: { email: string | null; byPost: boolean }) {
  const { t } = useTranslation();
  const steps = [byPost ? 'post' : 'email', 'gate', 'arrive'] as const;
  return (
    <section className={styles.block} aria-labelledby="whats-next-title">
      <h2 id="whats-next-title">{t('confirmation.next.title')}</h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step} className={styles.step}>
            <p className={styles.stepTitle}>{t(`confirmation.next.${step}.title`)}</p>
            <p>{t(`confirmation.next.${step}.text`, { email: email ?? '' })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
