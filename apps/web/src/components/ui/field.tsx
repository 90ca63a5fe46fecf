import { type InputHTMLAttributes, type Ref, useId } from 'react';
import styles from './field.module.css';
import { FieldError } from './field-error.tsx';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  description?: string;
  error?: string | undefined;
  /** Marks the field with an asterisk; the rule itself belongs to the form's schema. */
  isRequired?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and its error, wired for assistive technology. */
export function Field({
  label,
  description,
  error,
  isRequired = false,
  className,
  ref,
  'aria-describedby': otherDescription,
  ...inputProps
}: FieldProps) {
  const id = useId();
  const describedBy = [description && `${id}-description`, otherDescription, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <span id={`${id}-description`} className={styles.description}>
          {description}
        </span>
      )}
      <input
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
