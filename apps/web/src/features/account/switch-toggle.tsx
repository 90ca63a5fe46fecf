import { useId } from 'react';
import styles from './switch-toggle.module.css';

interface SwitchToggleProps {
  label: string;
  description?: string;
  isOn: boolean;
  isDisabled?: boolean;
  onChange: (isOn: boolean) => void;
}

/** checkout-and-account.md §2, account area layout: the switch toggle (settings). */
export function SwitchToggle({
  label,
  description,
  isOn,
  isDisabled,
  onChange,
}: SwitchToggleProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </div>
      <button
        type="button"
        role="switch"
        className={styles.switch}
        aria-checked={isOn}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={isDisabled}
        onClick={() => onChange(!isOn)}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </div>
  );
}
