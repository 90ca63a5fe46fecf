import { useState } from 'react';
import { Logo } from '../../components/logo.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import { useLanguage } from '../../lib/use-language.ts';
import { MAIN_SITE_URL, pathOf } from '../../paths.ts';
import styles from './account-header.module.css';
import { type AccountRoute, MENU } from './account-routes.ts';

interface AccountHeaderProps {
  route: AccountRoute;
  firstName: string;
  /** Closes the session, clears the customer and tickets, goes to identification. */
  onDisconnect: () => Promise<void>;
}

/**
 * checkout-and-account.md §2, account area layout: the account header, on the mon-compte pages
 * only, with its menu and the disconnect button. Disconnecting closes the identity session,
 * clears the customer and their tickets, and goes to identification.
 */
export function AccountHeader({ route, firstName, onDisconnect }: AccountHeaderProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [leaving, setLeaving] = useState(false);

  const disconnect = () => {
    setLeaving(true);
    void onDisconnect().finally(() => setLeaving(false));
  };

  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <a className={styles.logo} href={MAIN_SITE_URL}>
          <Logo title={t('shell.header.logo')} />
        </a>
        <p className={styles.hello}>{t('account.header.hello', { name: firstName })}</p>
        <button type="button" className={styles.disconnect} onClick={disconnect} disabled={leaving}>
          {t('account.header.disconnect')}
        </button>
      </div>
      <nav className={styles.menu} aria-label={t('account.header.menu')}>
        <ul>
          {MENU.map((item) => (
            <li key={item.route}>
              <Link
                to={pathOf(item.route, language)}
                className={styles.link}
                aria-current={isCurrent(item.route, route) ? 'page' : undefined}
              >
                {t(`account.header.links.${item.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

/** The order detail belongs to visits; password and deletion to settings. */
function isCurrent(item: AccountRoute, route: AccountRoute): boolean {
  if (item === route) return true;
  if (item === 'mon-compte') return route === 'mon-compte/resadetail';
  if (item === 'mon-compte/param') {
    return route === 'mon-compte/mot-de-passe' || route === 'mon-compte/suppression';
  }
  return false;
}
