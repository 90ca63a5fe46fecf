import styles from './spinner.module.css';

interface SpinnerProps {
  /** Announced to screen readers; without it the spinner is decorative (e.g. inside a button). */
  label?: string;
  size?: 'small' | 'large';
}

export function Spinner({ label, size = 'large' }: SpinnerProps) {
  const circle = <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
  if (!label) return circle;
  return (
    <span role="status" className={styles.wrapper}>
      {circle}
      <span className={styles.label}>{label}</span>
    </span>
  );
}
