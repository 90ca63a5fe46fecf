import { customerSchema } from '@sesame/domain/validation/customer-schema';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import styles from './newsletter-form.module.css';

/**
 * checkout-and-account.md §2 and §5, newsletter block: an e-mail (required, valid), a consent
 * checkbox (required), the button disabled while the form is invalid. The subscription call is
 * not built yet: the form confirms what it would send.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [touched, setTouched] = useState({ email: false, consent: false });
  const [isSent, setSent] = useState(false);
  const emailValid = customerSchema.shape.email.safeParse(email).success;
  const isValid = emailValid && consent;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) setSent(true);
  };

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      {isSent ? (
        <Alert tone="success">{t('newsletter.thanks', { email })}</Alert>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field
            label={t('newsletter.email')}
            type="email"
            autoComplete="email"
            isRequired
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setTouched((current) => ({ ...current, email: true }))}
            error={
              touched.email && !emailValid ? t('identification.error_message.email') : undefined
            }
          />
          <Checkbox
            isRequired
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked);
              setTouched((current) => ({ ...current, consent: true }));
            }}
            error={
              touched.consent && !consent
                ? t('order_confirmation.message.please_accept_to_receive_news')
                : undefined
            }
          >
            {t('newsletter.consent')}
          </Checkbox>
          <Button type="submit" variant="secondary" disabled={!isValid}>
            {t('newsletter.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
