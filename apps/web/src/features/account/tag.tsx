import { useState } from 'react';
import styles from './tag.module.css';

export type TagColour = 'yellow' | 'primary' | 'secondary' | 'black';

interface TagProps {
  label: string;
  colour: TagColour;
  /**
   * Makes the tag a toggle: each click flips its state and reports the new one. Without it the
   * tag is a plain label.
   */
  onToggle?: (isOn: boolean) => void;
  defaultOn?: boolean;
}

/** checkout-and-account.md §2, account area layout: the small tag element. */
export function Tag({ label, colour, onToggle, defaultOn = false }: TagProps) {
  const [isOn, setOn] = useState(defaultOn);
  const className = `${styles.tag} ${styles[colour]}`;
  if (!onToggle) return <span className={className}>{label}</span>;
  return (
    <button
      type="button"
      className={`${className} ${styles.toggle}`}
      aria-pressed={isOn}
      onClick={() => {
        setOn(!isOn);
        onToggle(!isOn);
      }}
    >
      {label}
    </button>
  );
}
