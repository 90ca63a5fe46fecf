import { Page } from '../components/page.tsx';
import { buttonClassName } from '../components/ui/button.tsx';
import { DownloadApp } from '../features/marketing/download-app.tsx';
import { NewsletterForm } from '../features/newsletter/newsletter-form.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { Link } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { paths } from '../paths.ts';
import styles from './not-found.module.css';

/** booking-funnel.md §2 and checkout-and-account.md §2: the 404 page, a dead end with a way home. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  const language = useLanguage();
  return (
    <Page title={t('notFound.title')} lead={t('notFound.text')} width="wide">
      <div className={styles.home}>
        <Link to={paths.start(language)} className={buttonClassName('primary')}>
          {t('notFound.backHome')}
        </Link>
      </div>
      <DownloadApp language={language} />
      <NewsletterForm source="not-found" />
    </Page>
  );
}
