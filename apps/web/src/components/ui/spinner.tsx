import { useEffect, useState } from 'react';
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
    <span className={styles.wrapper}>
      {circle}
      <PoliteLabel label={label} />
    </span>
  );
}

/**
 * A status region is announced when its text changes, not when it appears with its text: the
 * region comes first, empty, and the label follows once it is in the page.
 */
function PoliteLabel({ label }: { label: string }) {
  const [said, setSaid] = useState('');
  useEffect(() => setSaid(label), [label]);
  return (
    <span role="status" className={styles.label}>
      {said}
    </span>
  );
}
