import { newsletterSchema } from '@sesame/domain/validation/newsletter-schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useZodForm } from '../../lib/use-zod-form.ts';
import styles from './newsletter-form.module.css';

/**
 * checkout-and-account.md §2 and §5, newsletter block: an e-mail (required, valid), a consent
 * checkbox (required), the button disabled while the form is invalid. The subscription call is
 * not built yet: the form confirms what it would send.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, trigger, formState, errorOf } = useZodForm(newsletterSchema, {
    defaultValues: { email: '', consent: false },
    mode: 'onTouched',
  });

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      {sentTo !== null ? (
        <Alert tone="success">{t('newsletter.thanks', { email: sentTo })}</Alert>
      ) : (
        <form
          className={styles.form}
          onSubmit={handleSubmit(({ email }) => setSentTo(email))}
          noValidate
        >
          <Field
            label={t('newsletter.email')}
            type="email"
            autoComplete="email"
            isRequired
            error={errorOf('email')}
            {...register('email')}
          />
          <Checkbox
            isRequired
            error={errorOf('consent')}
            // A checkbox is answered when it changes, not when the visitor leaves it.
            {...register('consent', { onChange: () => void trigger('consent') })}
          >
            {t('newsletter.consent')}
          </Checkbox>
          <Button type="submit" variant="secondary" disabled={!formState.isValid}>
            {t('newsletter.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
