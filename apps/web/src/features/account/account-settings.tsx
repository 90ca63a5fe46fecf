import { Alert } from '../../components/ui/alert.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { pathOf } from '../../paths.ts';
import styles from './account-forms.module.css';
import { SwitchToggle } from './switch-toggle.tsx';

interface AccountSettingsProps {
  /** Whether the customer takes the park's news and offers by e-mail (the inverse of stopCommunication). */
  acceptsNews: boolean;
  isSaving: boolean;
  saved: boolean;
  failure: string | null;
  onChange: (acceptsNews: boolean) => void;
}

/**
 * checkout-and-account.md §2 mon-compte/param, §3 Customer stopCommunication: the communication
 * preference, saved as it is switched, and the way to the password and deletion pages.
 */
export function AccountSettings({
  acceptsNews,
  isSaving,
  saved,
  failure,
  onChange,
}: AccountSettingsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={styles.stack}>
      <section className={styles.stack} aria-labelledby="settings-communication-title">
        <h2 id="settings-communication-title">{t('account.settings.communication')}</h2>
        <SwitchToggle
          label={t('account.settings.news')}
          description={t('account.settings.newsHint')}
          isOn={acceptsNews}
          isDisabled={isSaving}
          onChange={onChange}
        />
        {saved && <Alert tone="success">{t('account.settings.saved')}</Alert>}
        {failure && <Alert tone="danger">{failure}</Alert>}
      </section>
      <section className={styles.stack} aria-labelledby="settings-security-title">
        <h2 id="settings-security-title">{t('account.settings.security')}</h2>
        <Link to={pathOf('mon-compte/mot-de-passe', language)}>
          {t('account.settings.password')}
        </Link>
        <Link to={pathOf('mon-compte/suppression', language)}>
          {t('account.settings.deletion')}
        </Link>
      </section>
    </div>
  );
}
