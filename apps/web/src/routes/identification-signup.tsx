import { Page } from '../components/page.tsx';
import { Card } from '../components/ui/card.tsx';
import { handedEmail } from '../features/identification/handed-email.ts';
import { signUp } from '../features/identification/identity-calls.ts';
import { SignUpForm, type SignUpValues } from '../features/identification/sign-up-form.tsx';
import { useErrorMessage } from '../lib/error-message.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useMutation } from '../lib/query/index.ts';
import { useLocation, useNavigate } from '../lib/router.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { useLanguage } from '../lib/use-language.ts';
import { pathOf } from '../paths.ts';

/**
 * checkout-and-account.md §2, identification/signup: creates the account with its password; the
 * activation e-mail goes out and the visitor is told to follow its link (identification/activation).
 */
export default function IdentificationSignupRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('identification.signup.documentTitle'));
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const errorMessage = useErrorMessage();
  const creating = useMutation({
    mutationFn: (account: SignUpValues) => signUp(account),
    onSuccess: (_answer, { email }) =>
      // The activation page takes no query context (checkout-and-account.md §2).
      navigate(pathOf('identification/activation', language), {
        state: { email, signedUp: true },
      }),
  });

  return (
    <Page title={t('identification.signup.title')} lead={t('identification.signup.lead')}>
      <Card aria-label={t('identification.signup.title')}>
        <SignUpForm
          defaultEmail={handedEmail(location.state)}
          isPending={creating.isPending}
          failure={creating.isError ? errorMessage(creating.error) : null}
          onSubmit={(account) => creating.mutate(account)}
        />
      </Card>
    </Page>
  );
}
