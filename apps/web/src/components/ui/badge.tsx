import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
