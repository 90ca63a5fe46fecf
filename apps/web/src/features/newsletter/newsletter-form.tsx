import {
  CURRENT_NEWSLETTER_NOTICE_VERSION,
  externalNewsletterUrl,
  legalBasisExplanation,
  NEWSLETTER_LEGAL_BASIS,
  type NewsletterSource,
} from '@sesame/domain/newsletter/newsletter-subscription';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePlatformConfig } from '../../lib/platform-query.ts';
import { useMutation } from '../../lib/query/index.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { MAIN_SITE_URL } from '../../paths.ts';
import { subscribeToNewsletter } from './newsletter-calls.ts';
import styles from './newsletter-form.module.css';
import { NewsletterRefusal } from './newsletter-refusal.tsx';

// The schema, and zod with it, loads when the form is first checked (decisions 18 and 34).
const loadNewsletterSchema = () =>
  import('@sesame/domain/validation/newsletter-schema').then((module) => module.newsletterSchema);

/**
 * checkout-and-account.md §2, §5 and §7, the newsletter block of `source`: an e-mail (required,
 * valid), the consent (required), the button disabled while the form is invalid. It subscribes
 * through the gateway (double opt-in: thanked once the server queued the confirmation e-mail);
 * on a platform with an external newsletter it opens the main site's page instead.
 */
export function NewsletterForm({ source }: { source: NewsletterSource }) {
  const { t } = useTranslation();
  const titleId = useId();
  const language = useLanguage();
  const { features } = usePlatformConfig();
  const [openedExternally, setOpenedExternally] = useState<{ email: string; url: string }>();
  const subscription = useMutation({
    mutationFn: subscribeToNewsletter,
    // checkout-and-account.md §8: other failures are logged (and told as the generic message).
    onError: (error) => console.error('The newsletter subscription failed', error),
  });
  const { register, handleSubmit, trigger, setFocus, formState, errorOf } = useZodForm(
    loadNewsletterSchema,
    { defaultValues: { email: '', consent: false }, mode: 'onTouched' },
  );
  // The pop-in closed, the visitor is back on the address to correct it (the button they
  // pressed was disabled while the call ran, so there is no focus to return to).
  const refocusEmail = useRef(false);
  useEffect(() => {
    if (!refocusEmail.current || subscription.data) return;
    refocusEmail.current = false;
    setFocus('email');
  }, [subscription.data, setFocus]);

  const submit = handleSubmit(({ email }) => {
    if (features.externalNewsletter) {
      const url = externalNewsletterUrl(MAIN_SITE_URL, language, email);
      window.open(url, '_blank', 'noopener,noreferrer');
      setOpenedExternally({ email, url });
      return;
    }
    subscription.mutate({
      email,
      legalBasis: NEWSLETTER_LEGAL_BASIS,
      legalBasisExplanation: legalBasisExplanation(source),
      source,
      noticeVersion: CURRENT_NEWSLETTER_NOTICE_VERSION,
    });
  });

  const answer = subscription.data;
  const sentTo = answer?.status === 'PENDING' ? subscription.variables?.email : undefined;

  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('newsletter.title')}</h2>
      <p>{t('newsletter.text')}</p>
      {sentTo !== undefined && (
        <Alert tone="success">{t('newsletter.sent', { email: sentTo })}</Alert>
      )}
      {openedExternally && (
        <Alert tone="info">
          <p>{t('newsletter.external.opened', { email: openedExternally.email })}</p>
          <a href={openedExternally.url} target="_blank" rel="noopener noreferrer">
            {t('newsletter.external.link')}
          </a>
        </Alert>
      )}
      {sentTo === undefined && !openedExternally && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field
            label={t('newsletter.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
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
          <NewsletterRefusal
            refusal={answer?.status === 'REFUSED' ? answer.category : undefined}
            failed={subscription.isError}
            onClose={() => {
              refocusEmail.current = true;
              subscription.reset();
            }}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={!formState.isValid}
            isPending={subscription.isPending}
          >
            {t('newsletter.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
