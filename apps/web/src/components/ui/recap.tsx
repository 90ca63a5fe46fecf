import type { ReactNode } from 'react';
import { Link } from '../../lib/router.tsx';
import styles from './recap.module.css';

export interface RecapRow {
  label: string;
  value: ReactNode;
  /** Where the visitor goes to change this choice, and the link's text. */
  change?: { to: string; label: string };
}

/** A short reminder of earlier choices at the top of a step, each with a way back to change it. */
export function Recap({ rows }: { rows: RecapRow[] }) {
  return (
    <div className={styles.recap}>
      {rows.map(({ label, value, change }) => (
        <p key={label}>
          <span className={styles.label}>{label}</span>{' '}
          <span className={styles.value}>{value}</span>
          {change && (
            <>
              {' · '}
              <Link to={change.to}>{change.label}</Link>
            </>
          )}
        </p>
      ))}
    </div>
  );
}
