import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import styles from './terms-acceptance.module.css';

interface TermsAcceptanceProps {
  generalTermsUrl: string;
  privacyPolicyUrl: string;
  isDisabled: boolean;
  onAccepted: () => void;
}

/** booking-funnel.md §5: the sales terms and the privacy policy must be accepted at the summary. */
export function TermsAcceptance({
  generalTermsUrl,
  privacyPolicyUrl,
  isDisabled,
  onAccepted,
}: TermsAcceptanceProps) {
  const { t } = useTranslation();
  const [salesTerms, setSalesTerms] = useState(false);
  const [privacy, setPrivacy] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (salesTerms && privacy) onAccepted();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Checkbox
        isRequired
        checked={salesTerms}
        onChange={(event) => setSalesTerms(event.target.checked)}
        error={submitted && !salesTerms ? t('summary.terms.salesTermsRequired') : undefined}
      >
        {t('summary.terms.salesTermsBefore')}{' '}
        <a href={generalTermsUrl} target="_blank" rel="noreferrer">
          {t('summary.terms.salesTermsLink')}
        </a>
      </Checkbox>
      <Checkbox
        isRequired
        checked={privacy}
        onChange={(event) => setPrivacy(event.target.checked)}
        error={submitted && !privacy ? t('summary.terms.privacyRequired') : undefined}
      >
        {t('summary.terms.privacyBefore')}{' '}
        <a href={privacyPolicyUrl} target="_blank" rel="noreferrer">
          {t('summary.terms.privacyLink')}
        </a>
      </Checkbox>
      <Button type="submit" fullWidth disabled={isDisabled}>
        {t('common.continue')}
      </Button>
    </form>
  );
}
