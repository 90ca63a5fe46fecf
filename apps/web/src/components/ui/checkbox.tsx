import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import styles from './checkbox.module.css';
import { FieldError } from './field-error.tsx';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  children: ReactNode;
  error?: string | undefined;
  isRequired?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with a large hit area, a visible focus ring and an optional error. */
export function Checkbox({
  children,
  error,
  isRequired = false,
  ref,
  ...inputProps
}: CheckboxProps) {
  const id = useId();
  return (
    <div className={styles.wrapper}>
      <label htmlFor={id} className={styles.checkbox}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...inputProps}
        />
        <span className={styles.box} aria-hidden="true">
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3.5 8.5l3 3 6-7" />
          </svg>
        </span>
        <span className={styles.text}>
          {children}
          {isRequired && (
            <span className={styles.required} aria-hidden="true">
              {' *'}
            </span>
          )}
        </span>
      </label>
      {error && (
        <FieldError id={`${id}-error`} className={styles.error}>
          {error}
        </FieldError>
      )}
    </div>
  );
}
