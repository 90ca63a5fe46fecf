import { PASSWORD_RULES, passwordRuleChecks } from '@sesame/domain/identity/password-rules';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './identification.module.css';

/**
 * checkout-and-account.md §5: the sign-up's live list of password rules (8 characters, a lower
 * case letter, a capital, a digit, a special character), each marked met or not as one types.
 */
export function PasswordRulesList({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const checks = passwordRuleChecks(password);
  return (
    <ul id={id} className={styles.rules} aria-label={t('identification.signup.rules.title')}>
      {PASSWORD_RULES.map((rule) => (
        <li key={rule} className={styles.rule} data-met={checks[rule]}>
          <svg viewBox="0 0 16 16" className={styles.ruleIcon} aria-hidden="true">
            {checks[rule] ? <path d="M3.5 8.5l3 3 6-7" /> : <circle cx="8" cy="8" r="5" />}
          </svg>
          <span>{t(`identification.signup.rules.${rule}`)}</span>
          <span className={styles.visuallyHidden}>
            {checks[rule]
              ? t('identification.signup.rules.met')
              : t('identification.signup.rules.notMet')}
          </span>
        </li>
      ))}
    </ul>
  );
}
