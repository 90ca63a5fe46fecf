import { type Ref, useId, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './invitations.module.css';

interface OccupantMoveProps {
  /** The occupant's own name, as the label and the button say it. */
  name: string;
  rooms: ReadonlyArray<{ solutionIndex: number; name: string }>;
  /** The room the occupant is in, chosen when the select shows. */
  room: number;
  selectRef: Ref<HTMLSelectElement>;
  /** This occupant's move is being saved. */
  isPending: boolean;
  /** A move, this one or another occupant's, is being saved: the button waits. */
  isBlocked: boolean;
  /** Why this occupant's last move failed. */
  error?: string;
  onMove: (solutionIndex: number) => void;
}

/**
 * checkout-and-account.md §3, repartition: the room an occupant is moved to, then « Déplacer ».
 * Choosing in the select changes nothing until the button is pressed (WCAG 3.2.2): on a closed
 * select each arrow key chooses the next room.
 */
export function OccupantMove({
  name,
  rooms,
  room,
  selectRef,
  isPending,
  isBlocked,
  error,
  onMove,
}: OccupantMoveProps) {
  const { t } = useTranslation();
  const id = useId();
  const [target, setTarget] = useState(room);
  // Said unavailable rather than disabled: focus stays on the button while the move is saved
  // and after a failure, where a disabled one would drop it to the page.
  const unavailable = isBlocked || target === room;
  return (
    <div className={styles.move}>
      <label htmlFor={id} className={styles.moveLabel}>
        {t('invitations.rooms.moveLabel', { name })}
      </label>
      <div className={styles.moveControls}>
        <select
          ref={selectRef}
          id={id}
          value={target}
          onChange={(event) => setTarget(Number(event.target.value))}
        >
          {rooms.map((option) => (
            <option key={option.solutionIndex} value={option.solutionIndex}>
              {option.name}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          className={styles.moveButton}
          aria-label={t('invitations.rooms.moveOccupant', { name })}
          isPending={isPending}
          aria-disabled={unavailable}
          onClick={() => {
            if (!unavailable) onMove(target);
          }}
        >
          {t('invitations.rooms.move')}
        </Button>
      </div>
      {error && <Alert tone="danger">{error}</Alert>}
    </div>
  );
}
