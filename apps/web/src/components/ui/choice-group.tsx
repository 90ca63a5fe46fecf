import { type ReactNode, useId } from 'react';
import styles from './choice-group.module.css';
import { FieldError } from './field-error.tsx';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A second line, such as a price. */
  detail?: ReactNode;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  /** Hides the legend visually when the screen already says what the choice is about. */
  hideLegend?: boolean;
  choices: readonly Choice<T>[];
  /** Null while nothing is chosen yet (a choice the visitor must make). */
  value: T | null;
  onChange: (value: T) => void;
  look?: 'segmented' | 'cards' | 'tiles';
  /** Why the choice is refused; announced with the group through aria-describedby. */
  error?: string | undefined;
  isRequired?: boolean;
  /** Shown at the end of the legend's line, such as a tooltip's button. */
  hint?: ReactNode;
  /** A sentence under the legend that says more about the choice, read with the group. */
  description?: string;
}

/** One choice among a few, as native radio buttons (arrow keys move between them). */
export function ChoiceGroup<T extends string>({
  legend,
  hideLegend = false,
  choices,
  value,
  onChange,
  look = 'segmented',
  error,
  isRequired = false,
  hint,
  description,
}: ChoiceGroupProps<T>) {
  const name = useId();
  const errorId = `${name}-error`;
  const descriptionId = `${name}-description`;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ');
  return (
    <fieldset
      className={`${styles.group} ${styles[look]} ${hint ? styles.withHint : ''}`}
      aria-describedby={describedBy || undefined}
    >
      <legend className={hideLegend ? styles.hiddenLegend : styles.legend}>
        {legend}
        {isRequired && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {hint && <div className={styles.hint}>{hint}</div>}
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <div className={styles.options}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
              className={styles.input}
              required={isRequired || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <span className={styles.face}>
              <span className={styles.label}>{choice.label}</span>
              {choice.detail && <span className={styles.detail}>{choice.detail}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <FieldError id={errorId} className={styles.error}>
          {error}
        </FieldError>
      )}
    </fieldset>
  );
}
