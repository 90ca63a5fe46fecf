import type { ReactNode } from 'react';
import { Page } from '../../components/page.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { pathOf } from '../../paths.ts';
import { AccountFaq } from './account-faq.tsx';
import { AccountHeader } from './account-header.tsx';
import styles from './account-layout.module.css';
import { type AccountRoute, FAQ_CODE, MOBILE_BACK } from './account-routes.ts';

interface AccountLayoutProps {
  route: AccountRoute;
  title: string;
  lead?: ReactNode;
  firstName: string;
  onDisconnect: () => Promise<void>;
  children: ReactNode;
}

/**
 * checkout-and-account.md §2, account area layout: the account header, the back button on mobile
 * where the spec puts one, the page under its title, and the page's FAQ.
 */
export function AccountLayout({
  route,
  title,
  lead,
  firstName,
  onDisconnect,
  children,
}: AccountLayoutProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(title);
  const back = MOBILE_BACK[route];
  return (
    <div className={styles.layout}>
      <AccountHeader route={route} firstName={firstName} onDisconnect={onDisconnect} />
      {back && (
        <Link className={styles.back} to={pathOf(back, language)}>
          <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.icon}>
            <path d="M12.5 4.5L7 10l5.5 5.5" />
          </svg>
          {t('account.back')}
        </Link>
      )}
      <Page title={title} lead={lead} width="wide">
        {children}
        <AccountFaq faqCode={FAQ_CODE[route]} />
      </Page>
    </div>
  );
}
