import { useEffect, useState } from 'react';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { buttonClassName } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { resetPassword } from '../features/identification/identity-calls.ts';
import { linkToken } from '../features/identification/link-token.ts';
import { NewPasswordForm } from '../features/identification/new-password-form.tsx';
import { useErrorMessage } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useMutation } from '../lib/query/index.ts';
import { Link, useLocation } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';
import styles from './identification.module.css';

/**
 * checkout-and-account.md §4, forgot password: the page of the e-mail's reset link (its token in
 * the fragment). A new password ends every other session of the account; the visitor logs in.
 */
export default function IdentificationPasswordResetRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('identification.reset.documentTitle'));
  const language = useLanguage();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const [token] = useState(() => linkToken(location.hash));
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(token ?? '', password),
  });

  useEffect(() => {
    // The token stays in memory only: the address bar, and so the history, forget it.
    if (token) window.history.replaceState(window.history.state, '', location.pathname);
  }, [token, location.pathname]);

  const identification = (
    <Link className={buttonClassName('primary', true)} to={pathOf('identification', language)}>
      {t('identification.reset.toIdentification')}
    </Link>
  );

  return (
    <Page title={t('identification.reset.title')}>
      <Card aria-label={t('identification.reset.title')}>
        <div className={styles.stack}>
          {token === null && (
            <>
              <Alert tone="danger">{t('errors.LINK_INVALID')}</Alert>
              {identification}
            </>
          )}
          {token !== null && reset.isSuccess && (
            <>
              <Alert tone="success">{t('identification.reset.done')}</Alert>
              {identification}
            </>
          )}
          {token !== null && !reset.isSuccess && (
            <NewPasswordForm
              isPending={reset.isPending}
              failure={reset.isError ? errorMessage(reset.error) : null}
              onSubmit={(password) => reset.mutate(password)}
            />
          )}
        </div>
      </Card>
    </Page>
  );
}
