import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import styles from './field.module.css';
import { FieldError } from './field-error.tsx';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** The first, empty option, shown while nothing is chosen. */
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
  /** Marks the field with an asterisk; the rule itself belongs to the form's schema. */
  isRequired?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with its error, wired for assistive technology like `Field`. */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  isRequired = false,
  className,
  ref,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
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
      <select
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...selectProps}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
