import styles from './field-error.module.css';

/**
 * A field's error message, marked with the danger sign; its id is the field's aria-describedby,
 * and `data-field-error` lets `focusFirstError` find the control it describes.
 */
export function FieldError({
  id,
  className,
  children,
}: {
  id: string;
  /** Where the message sits in its widget, e.g. a margin. */
  className?: string;
  children: string;
}) {
  return (
    <span
      id={id}
      className={className ? `${styles.error} ${className}` : styles.error}
      data-field-error
    >
      {children}
    </span>
  );
}
