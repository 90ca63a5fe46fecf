import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { buttonClassName } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { confirmSubscription } from '../features/newsletter/newsletter-calls.ts';
import { NewsletterForm } from '../features/newsletter/newsletter-form.tsx';
import { useLinkToken } from '../features/newsletter/use-link-token.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useMutation } from '../lib/query/index.ts';
import { Link } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { useSingleUseLink } from '../lib/use-single-use-link.ts';
import { paths } from '../paths.ts';
import styles from './newsletter-link.module.css';

/**
 * The confirmation link of the newsletter's double opt-in (checkout-and-account.md §7): confirms
 * the subscription as the page opens, in the language of the e-mail. A link that no longer works
 * offers the sign-up again; one that could not be followed (no network, a server failure) is
 * tried again on demand.
 */
export default function NewsletterConfirmRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('newsletter.confirm.documentTitle'));
  const language = useLanguage();
  const token = useLinkToken();
  const confirmation = useMutation({
    mutationFn: confirmSubscription,
    onError: (error) => console.error('The newsletter confirmation failed', error),
  });
  const { mutate } = confirmation;
  const { outcome, retry } = useSingleUseLink(token, mutate);

  const answer = confirmation.data;
  const refused = token === null || answer?.status === 'REFUSED';

  return (
    <Page title={t('newsletter.confirm.title')}>
      <Card aria-label={t('newsletter.confirm.title')}>
        <div ref={outcome} tabIndex={-1} className={styles.stack}>
          {token !== null && (confirmation.isPending || confirmation.isIdle) && (
            <Spinner label={t('newsletter.confirm.confirming')} />
          )}
          {answer?.status === 'CONFIRMED' && (
            <>
              <Alert tone="success">{t('newsletter.confirm.done', { email: answer.email })}</Alert>
              <p className={styles.hint}>{t('newsletter.confirm.unsubscribeHint')}</p>
              <Link to={paths.start(language)} className={buttonClassName('primary')}>
                {t('newsletter.confirm.backHome')}
              </Link>
            </>
          )}
          {answer?.status === 'REFUSED' && answer.category === 'RATE_LIMITED' ? (
            <Alert tone="danger">{t('errors.RATE_LIMITED')}</Alert>
          ) : (
            refused && <Alert tone="danger">{t('newsletter.confirm.invalid')}</Alert>
          )}
          {token !== null && confirmation.isError && (
            <LoadFailure query={{ error: confirmation.error, isFetching: false, refetch: retry }} />
          )}
        </div>
      </Card>
      {refused && <NewsletterForm source="newsletter/confirm" />}
    </Page>
  );
}
