import { type FormHTMLAttributes, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { focusFirstError } from './focus-first-error.ts';
import styles from './form.module.css';

/** The last submit of a form: its number (0 before any) and how many errors refused it. */
export interface Refusal {
  attempt: number;
  errorCount: number;
}

interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'noValidate'> {
  refusal: Refusal;
}

/**
 * WCAG 3.3.1 and 4.1.3: after each refused submit, focus goes to the first field in error and
 * the number of errors is announced in a live region, which is in the page before it speaks so
 * that screen readers hear it. The fields say their own errors (`Field`'s `error`).
 */
export function Form({ refusal, children, ...formProps }: FormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  // Held from the submit on: correcting a field afterwards must not speak again.
  const [announced, setAnnounced] = useState<Refusal>(refusal);
  if (refusal.attempt !== announced.attempt) setAnnounced(refusal);

  useEffect(() => {
    if (announced.errorCount > 0 && formRef.current) focusFirstError(formRef.current);
  }, [announced]);

  return (
    <form ref={formRef} noValidate {...formProps}>
      {children}
      <p className={styles.announcement} aria-live="polite">
        {announced.errorCount > 0 && (
          // A new node per attempt, so that the same count is announced again.
          <span key={announced.attempt}>
            {t('common.formErrors', { count: announced.errorCount })}
          </span>
        )}
      </p>
    </form>
  );
}
