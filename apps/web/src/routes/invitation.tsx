import { useState } from 'react';
import { Page } from '../components/page.tsx';
import { Alert } from '../components/ui/alert.tsx';
import { LoadFailure } from '../components/ui/load-failure.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { InvitedVisit } from '../features/invitations/invited-visit.tsx';
import { invitedVisitQuery } from '../features/invitations/invited-visit-query.ts';
import { errorCode } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useQuery } from '../lib/query/index.ts';
import { useLocation } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';

/**
 * The page of an invited traveller's link (checkout-and-account.md §1, invitations): their visit
 * and their tickets. The secret rides in the fragment (`#token=…`), which reaches no server log
 * nor Referer header; it stays in the address so that the page can be kept as a bookmark.
 */
export default function InvitationRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('invitations.visit.documentTitle'));
  const language = useLanguage();
  const { hash } = useLocation();
  const [token] = useState(() => new URLSearchParams(hash.replace(/^#/, '')).get('token'));
  const visit = useQuery(invitedVisitQuery(token, language));
  const invalid = token === null || errorCode(visit.error) === 'ORDER_NOT_FOUND';

  return (
    <Page
      title={
        visit.data
          ? t('invitations.visit.title', { name: visit.data.firstName })
          : t('invitations.visit.documentTitle')
      }
      lead={visit.data && t('invitations.visit.lead')}
    >
      {token !== null && visit.isPending && <Spinner label={t('common.loading')} />}
      {invalid ? (
        <Alert tone="danger">{t('invitations.visit.invalid')}</Alert>
      ) : (
        visit.isError && <LoadFailure query={visit} />
      )}
      {visit.data && <InvitedVisit visit={visit.data} />}
    </Page>
  );
}
