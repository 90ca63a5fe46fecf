import { useId } from 'react';
import styles from './counter.module.css';

interface CounterProps {
  label: string;
  /** A hint under the label, such as an age band. */
  description?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  decrementLabel: string;
  incrementLabel: string;
}

/**
 * A whole-number stepper with large tap targets; the value is announced when it changes. A
 * button at its limit says so but stays focusable: disabled, the one just pressed would drop
 * focus to the page.
 */
export function Counter({
  label,
  description,
  value,
  min,
  max,
  onChange,
  decrementLabel,
  incrementLabel,
}: CounterProps) {
  const id = useId();
  return (
    <fieldset
      className={styles.counter}
      aria-labelledby={`${id}-label`}
      aria-describedby={description ? `${id}-description` : undefined}
    >
      <div className={styles.text}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        )}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          aria-label={decrementLabel}
          aria-disabled={value <= min}
          onClick={() => value > min && onChange(value - 1)}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 8h10" />
          </svg>
        </button>
        <output className={styles.value} aria-live="polite" aria-label={`${label}: ${value}`}>
          {value}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={incrementLabel}
          aria-disabled={value >= max}
          onClick={() => value < max && onChange(value + 1)}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3 8h10M8 3v10" />
          </svg>
        </button>
      </div>
    </fieldset>
  );
}
