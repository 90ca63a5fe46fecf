import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import styles from './total-bar.module.css';

interface TotalBarProps {
  label: string;
  amount: string;
  action: ReactNode;
  onAction: () => void;
  isActionDisabled?: boolean;
  isPending?: boolean;
}

/** A total, announced when it changes, beside the button that goes on with it. */
export function TotalBar({
  label,
  amount,
  action,
  onAction,
  isActionDisabled = false,
  isPending = false,
}: TotalBarProps) {
  return (
    <div className={styles.bar}>
      <p className={styles.total} aria-live="polite">
        <span className={styles.label}>{label}</span>
        <span className={styles.amount}>{amount}</span>
      </p>
      <Button
        onClick={onAction}
        disabled={isActionDisabled}
        isPending={isPending}
        className={styles.action}
      >
        {action}
      </Button>
    </div>
  );
}
