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
  /** The phone's short form of where the visitor is, e.g. "Step 3 of 9". */
  progressLabel: (number: number, count: number) => string;
}

/**
 * A numbered progress list; the active step carries aria-current="step". Phones see one line,
 * "Step 3 of 9 · Pass", over a progress bar; the list stays there for assistive technology.
 */
export function Stepper({ label, steps, visitedLabel, progressLabel }: StepperProps) {
  const active = steps.find((step) => step.state === 'active');
  const count = steps.at(-1)?.number ?? 0;
  return (
    <nav aria-label={label}>
      {active && (
        <div className={styles.compact} aria-hidden="true">
          <p className={styles.progress}>
            {progressLabel(active.number, count)}
            <span className={styles.activeName}>{` · ${active.label}`}</span>
          </p>
          <div className={styles.track}>
            <div
              className={styles.fill}
              style={{ inlineSize: `${(100 * active.number) / count}%` }}
            />
          </div>
        </div>
      )}
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
