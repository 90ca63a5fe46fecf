import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { Button, buttonClassName } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { unsubscribeFromNewsletter } from '../features/newsletter/newsletter-calls.ts';
import { useLinkToken } from '../features/newsletter/use-link-token.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useMutation } from '../lib/query/index.ts';
import { Link } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { paths } from '../paths.ts';
import styles from './newsletter-link.module.css';

/**
 * The unsubscribe link of every newsletter e-mail (checkout-and-account.md §7), without login.
 * The visitor presses the button: a mail scanner that opens links unsubscribes no one.
 */
export default function NewsletterUnsubscribeRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('newsletter.unsubscribe.documentTitle'));
  const language = useLanguage();
  const token = useLinkToken();
  const unsubscription = useMutation({
    mutationFn: unsubscribeFromNewsletter,
    onError: (error) => console.error('The newsletter unsubscription failed', error),
  });
  const answer = unsubscription.data;
  const home = (
    <Link to={paths.start(language)} className={buttonClassName('secondary')}>
      {t('newsletter.unsubscribe.backHome')}
    </Link>
  );

  const content = () => {
    if (token === null || (answer?.status === 'REFUSED' && answer.category !== 'RATE_LIMITED')) {
      return (
        <>
          <Alert tone="danger">{t('newsletter.unsubscribe.invalid')}</Alert>
          {home}
        </>
      );
    }
    if (answer?.status === 'UNSUBSCRIBED') {
      return (
        <>
          <Alert tone="success">{t('newsletter.unsubscribe.done', { email: answer.email })}</Alert>
          {home}
        </>
      );
    }
    return (
      <>
        <p>{t('newsletter.unsubscribe.text')}</p>
        {answer?.status === 'REFUSED' && <Alert tone="danger">{t('errors.RATE_LIMITED')}</Alert>}
        {unsubscription.isError && <Alert tone="danger">{t('errors.GENERIC')}</Alert>}
        <Button
          variant="primary"
          isPending={unsubscription.isPending}
          onClick={() => unsubscription.mutate(token)}
        >
          {t('newsletter.unsubscribe.submit')}
        </Button>
      </>
    );
  };

  return (
    <Page title={t('newsletter.unsubscribe.title')}>
      <Card aria-label={t('newsletter.unsubscribe.title')}>
        <div className={styles.stack}>{content()}</div>
      </Card>
    </Page>
  );
}
