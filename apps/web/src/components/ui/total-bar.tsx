import { createContext, type ReactNode, useContext, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button.tsx';
import styles from './total-bar.module.css';

/** Where pages put their total bar: an element of the shell's bar that stays on screen. */
export interface TotalBarHost {
  target: HTMLElement | null;
  /** Says a page shows its total bar; the function it returns says it no longer does. */
  register: () => () => void;
}

export const TotalBarHostContext = createContext<TotalBarHost | null>(null);

interface TotalBarProps {
  label: string;
  amount: string;
  action: ReactNode;
  onAction: () => void;
  isActionDisabled?: boolean;
  isPending?: boolean;
}

/** A total under its name, announced when it changes. */
export function TotalAmount({ label, amount }: { label: string; amount: string }) {
  return (
    <p className={styles.total} aria-live="polite">
      <span className={styles.label}>{label}</span>
      <span className={styles.amount}>{amount}</span>
    </p>
  );
}

/**
 * A total, announced when it changes, beside the button that goes on with it. Under a host it
 * shows in the host's element, so that the page's total and the way on stay on screen.
 */
export function TotalBar({
  label,
  amount,
  action,
  onAction,
  isActionDisabled = false,
  isPending = false,
}: TotalBarProps) {
  const host = useContext(TotalBarHostContext);
  useLayoutEffect(() => host?.register(), [host]);
  const bar = (
    <div className={styles.bar}>
      <TotalAmount label={label} amount={amount} />
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
  if (!host) return bar;
  return host.target && createPortal(bar, host.target);
}
