import styles from './stepper.module.css';

export type StepState = 'visited' | 'active' | 'upcoming';

export interface StepperStep {
  id: string;
  number: number;
  label: string;
  state: StepState;
}

interface StepperProps {
  label: string;
  steps: readonly StepperStep[];
  /** Spoken after a visited step's name, e.g. "completed". */
  visitedLabel: string;
}

/** A numbered progress list; the active step carries aria-current="step". */
export function Stepper({ label, steps, visitedLabel }: StepperProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.list}>
        {steps.map((step) => (
          <li
            key={step.id}
            className={`${styles.step} ${styles[step.state]}`}
            aria-current={step.state === 'active' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {step.state === 'visited' ? (
                <svg viewBox="0 0 16 16" aria-hidden="true">
                  <path d="M3.5 8.5l3 3 6-7" />
                </svg>
              ) : (
                step.number
              )}
            </span>
            <span className={styles.label}>
              {step.label}
              {step.state === 'visited' && (
                <span className={styles.hidden}>{`, ${visitedLabel}`}</span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
