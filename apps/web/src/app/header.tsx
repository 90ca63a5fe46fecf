import type { Route } from '@sesame/domain/funnel/routes';
import type { Language } from '@sesame/domain/i18n/language';
import { Logo } from '../components/logo.tsx';
import { useBookingStore } from '../features/booking/booking-store.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useNavigate } from '../lib/router.tsx';
import { MAIN_SITE_URL, paths } from '../paths.ts';
import styles from './header.module.css';

/** React Router numbers its history entries; 0 means this page opened the site. */
function hasPreviousPage(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

const backIcon = (
  <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.icon}>
    <path d="M12.5 4.5L7 10l5.5 5.5" />
  </svg>
);

/**
 * booking-funnel.md §2, main header: back on the start page leaves for the main site; back on
 * payment goes to the summary when a logged-in session is cached; elsewhere the previous page.
 */
export function Header({ route, language }: { route: Route; language: Language }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLoggedIn = useBookingStore((state) => state.customer?.isLoggedIn ?? false);

  const goBack = () => {
    if (route === 'payment' && isLoggedIn) navigate(paths.summary(language));
    else if (hasPreviousPage()) navigate(-1);
    else navigate(paths.start(language));
  };

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {route === 'start' ? (
          <a className={styles.back} href={MAIN_SITE_URL}>
            {backIcon}
            <span>{t('shell.header.back')}</span>
          </a>
        ) : (
          <button type="button" className={styles.back} onClick={goBack}>
            {backIcon}
            <span>{t('shell.header.back')}</span>
          </button>
        )}
        <a className={styles.logo} href={MAIN_SITE_URL}>
          <Logo title={t('shell.header.logo')} />
        </a>
        <span className={styles.balance} aria-hidden="true" />
      </div>
    </header>
  );
}
