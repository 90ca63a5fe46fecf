import type { KeyboardEvent, ReactNode } from 'react';
import styles from './priced-calendar.module.css';

/** What a day shows and says, besides its date. */
export interface DayFace {
  /** Styles the day: open days can be chosen, the others say why not. */
  status: 'open' | 'closed' | 'soldOut' | 'notOnSale';
  /** Under the number: « 39 € », « Fermé ». */
  note: ReactNode;
  /** Read after the date: « à partir de 39 €, soir de spectacle ». */
  description: string | null;
  showNight: boolean;
}

interface PricedCalendarCellProps {
  date: string;
  /** What assistive technology reads: the date, its state and what the day shows. */
  name: string;
  face: DayFace;
  /** Before the first day that may be chosen: drawn, but neither focused nor chosen. */
  isBeforeFirstDay: boolean;
  isSelectable: boolean;
  isSelected: boolean;
  /** The day belongs to the chosen visit without being its first day. */
  isInSelection: boolean;
  isToday: boolean;
  /** The one day of the grid that Tab reaches. */
  isTabStop: boolean;
  onSelect: () => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

/**
 * A day of the calendar, a gridcell holding a button named by its date and what it shows, so that
 * its price, "closed" or its show night are read out with the date.
 */
export function PricedCalendarCell({
  date,
  name,
  face,
  isBeforeFirstDay,
  isSelectable,
  isSelected,
  isInSelection,
  isToday,
  isTabStop,
  onSelect,
  onFocus,
  onKeyDown,
}: PricedCalendarCellProps) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the day's button takes the focus, not its cell.
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of a grid is a gridcell; it carries the selection.
      role="gridcell"
      aria-selected={isSelected || undefined}
      aria-disabled={!isSelectable || undefined}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the browser tests and the bench find days as [role=gridcell] [role=button], React Aria's markup. */}
      <div
        role="button"
        tabIndex={isBeforeFirstDay ? undefined : isTabStop ? 0 : -1}
        aria-label={name}
        aria-disabled={!isSelectable || undefined}
        aria-current={isToday ? 'date' : undefined}
        className={styles.cell}
        data-date={date}
        data-status={face.status}
        data-selected={isSelected || undefined}
        data-in-selection={isInSelection || undefined}
        data-disabled={isBeforeFirstDay || undefined}
        data-today={isToday || undefined}
        onClick={onSelect}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
      >
        <span className={styles.number}>{Number(date.slice(8))}</span>
        {face.note && <span className={styles.note}>{face.note}</span>}
        {face.showNight && <span className={styles.showNight} />}
      </div>
    </td>
  );
}
