import type { ReactNode } from 'react';
import styles from './alert.module.css';

interface AlertProps {
  tone: 'danger' | 'info' | 'success';
  title?: string;
  children: ReactNode;
}

/** A message block; errors are announced at once, other tones politely. */
export function Alert({ tone, title, children }: AlertProps) {
  return (
    <div
      className={`${styles.alert} ${styles[tone]}`}
      role={tone === 'danger' ? 'alert' : 'status'}
    >
      {title && <p className={styles.title}>{title}</p>}
      <div>{children}</div>
    </div>
  );
}
