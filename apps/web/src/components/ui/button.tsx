import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'night';

/** The button look, for links that must look like buttons. */
export function buttonClassName(variant: ButtonVariant = 'primary', fullWidth = false): string {
  return [styles.button, styles[variant], fullWidth ? styles.fullWidth : ''].join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /**
   * Shows a spinner and blocks presses while an action runs; the label stays for screen readers.
   * The button stays focusable meanwhile, said unavailable: a disabled one would drop the focus
   * of a keyboard user to the page.
   */
  isPending?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  fullWidth = false,
  isPending = false,
  type = 'button',
  className,
  onClick,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClassName(variant, fullWidth)} ${className ?? ''}`}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      // A press while pending does nothing, a form's submission (Enter in a field) included.
      onClick={(event) => (isPending ? event.preventDefault() : onClick?.(event))}
      {...props}
    >
      {isPending && <Spinner size="small" />}
      <span>{children}</span>
    </button>
  );
}
