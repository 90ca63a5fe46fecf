import { type ReactNode, useEffect, useRef } from 'react';
import styles from './alert.module.css';

interface AlertProps {
  tone: 'danger' | 'info' | 'success';
  title?: string;
  /**
   * Takes focus when it appears: the answer to what the visitor just did (a refused submit), so
   * that they are where they can act on it.
   */
  focusOnShow?: boolean;
  children: ReactNode;
}

/** A message block; errors are announced at once, other tones politely. */
export function Alert({ tone, title, focusOnShow = false, children }: AlertProps) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) alertRef.current?.focus();
  }, [focusOnShow]);
  return (
    <div
      ref={alertRef}
      className={`${styles.alert} ${styles[tone]}`}
      role={tone === 'danger' ? 'alert' : 'status'}
      tabIndex={focusOnShow ? -1 : undefined}
    >
      {title && <p className={styles.title}>{title}</p>}
      <div>{children}</div>
    </div>
  );
}
