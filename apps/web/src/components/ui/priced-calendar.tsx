import { addDays, addMonths, daysBetween, startOfMonth } from '@sesame/domain/dates/calendar-days';
import type { Language } from '@sesame/domain/i18n/language';
import type { Cents } from '@sesame/domain/money/cents';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useParisToday } from '../../lib/clock.tsx';
import { useCurrencySign, useFormatShortMoney } from '../../lib/format.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { formatCalendarDate } from './format-calendar-date.ts';
import { dayAfterKey, monthWeeks } from './month-grid.ts';
import styles from './priced-calendar.module.css';
import { type DayFace, PricedCalendarCell } from './priced-calendar-cell.tsx';
import { Spinner } from './spinner.tsx';

/** A day on sale that can be chosen (open), or why it cannot. */
export interface PricedDay {
  status: 'open' | 'closed' | 'soldOut';
  /** Shown on an open day: the lowest price of a visit starting then. */
  price?: Cents;
  /** The night show plays that evening. */
  showNight?: boolean;
}

/** The marks a calendar's days may show, each listed in its legend. */
export type CalendarMark = 'price' | 'closed' | 'soldOut' | 'showNight';

/** The day the legend draws closed and sold-out days on. */
const SAMPLE_DAY = '12';

/** A week from Monday, the day weeks start on in the park's countries: it names the columns. */
const WEEK = Array.from({ length: 7 }, (_, index) => addDays('2027-03-01', index));

interface PricedCalendarProps {
  label: string;
  language: Language;
  /** The days on sale; the others, from `minDate` on, are not on sale. */
  days: ReadonlyMap<string, PricedDay>;
  /** The first day that may be chosen. */
  minDate: string;
  value: string | null;
  onChange: (date: string) => void;
  /** A day of the month shown; the visitor moves it with the arrows and the month buttons. */
  focusedDate: string;
  onFocusChange: (date: string) => void;
  /** Days the choice covers: those after the chosen one are lit too. */
  selectionLength?: number;
  isLoading?: boolean;
  /** The marks its days show, in the order the legend lists them. */
  marks: readonly CalendarMark[];
}

/**
 * A month of days, each with its price or why it cannot be chosen, and its show night; the
 * legend under it lists the marks the days show. The grid of the WAI-ARIA date picker: one day
 * in the tab order, arrows, Home/End, Page Up/Down (with Shift, by year), Enter or Space to choose.
 */
export function PricedCalendar({
  label,
  language,
  days,
  minDate,
  value,
  onChange,
  focusedDate,
  onFocusChange,
  selectionLength = 1,
  isLoading = false,
  marks,
}: PricedCalendarProps) {
  const { t } = useTranslation();
  const today = useParisToday();
  const dayFace = useDayFace(minDate);
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  // Set by a key that moves the focus: the day takes it once drawn, maybe in another month.
  const focusWhenDrawn = useRef(false);
  const notBeforeFirstDay = (date: string) => (date < minDate ? minDate : date);
  const focused = notBeforeFirstDay(focusedDate);
  const monthName = formatCalendarDate(focused, language, 'month');
  const month = startOfMonth(focused);
  const isFirstMonth = month <= minDate;

  useEffect(() => {
    if (!focusWhenDrawn.current) return;
    focusWhenDrawn.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const focusDay = (date: string) => {
    if (date !== focused) onFocusChange(date);
  };
  const showMonth = (months: number) => focusDay(notBeforeFirstDay(addMonths(focused, months)));
  const isSelectable = (date: string) => date >= minDate && days.get(date)?.status === 'open';
  const isInSelection = (date: string) =>
    value !== null && date > value && daysBetween(value, date) < selectionLength;
  const select = (date: string) => {
    if (!isSelectable(date)) return;
    onChange(date);
    focusDay(date);
  };
  const onDayKeyDown = (event: KeyboardEvent, date: string) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(date);
      return;
    }
    const next = dayAfterKey(date, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    const day = notBeforeFirstDay(next);
    if (day === focused) return;
    focusWhenDrawn.current = true;
    onFocusChange(day);
  };
  const dayName = (date: string, isSelected: boolean, face: DayFace) => {
    let name = formatCalendarDate(date, language, 'day');
    if (isSelected) name = t('calendar.says.selected', { date: name });
    if (date === today) name = t('calendar.says.today', { date: name });
    return [name, date === minDate && t('calendar.says.firstDay'), face.description]
      .filter(Boolean)
      .join(', ');
  };

  return (
    <div className={styles.calendar}>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          aria-label={t('calendar.previous')}
          // Not `disabled`: the button keeps the focus when it reaches the first month.
          aria-disabled={isFirstMonth || undefined}
          onClick={() => {
            if (!isFirstMonth) showMonth(-1);
          }}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path d="M12.5 4.5L7 10l5.5 5.5" />
          </svg>
        </button>
        <h2 className={styles.month}>
          {/* Said as running text: « Jour d'arrivée, mars 2027 »; shown as a title: « Mars 2027 ». */}
          <span id={titleId} className={styles.visuallyHidden} aria-live="polite">
            {`${label}, ${monthName}`}
          </span>
          <span aria-hidden="true">
            {monthName.charAt(0).toLocaleUpperCase(language) + monthName.slice(1)}
          </span>
        </h2>
        <button
          type="button"
          className={styles.nav}
          aria-label={t('calendar.next')}
          onClick={() => showMonth(1)}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true">
            <path d="M7.5 4.5L13 10l-5.5 5.5" />
          </svg>
        </button>
      </header>
      {/* Busy while a month loads: its days show under a veil until their prices come. */}
      <div className={styles.gridWrapper} aria-busy={isLoading || undefined}>
        <table
          ref={grid}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker's grid, its days moved through with the keys.
          role="grid"
          aria-labelledby={titleId}
          className={styles.grid}
        >
          <thead>
            <tr>
              {WEEK.map((date) => (
                <th
                  key={date}
                  scope="col"
                  aria-label={formatCalendarDate(date, language, 'weekday')}
                  className={styles.weekday}
                >
                  {formatCalendarDate(date, language, 'shortWeekday')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(focused).map((week, row) => (
              // Rows keep their place from month to month: only their days change.
              // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is what it stands for.
              <tr key={row}>
                {week.map((date) => {
                  if (startOfMonth(date) !== month) return <td key={date} />;
                  const face = dayFace(date, days.get(date));
                  const isSelected = date === value && isSelectable(date);
                  return (
                    <PricedCalendarCell
                      key={date}
                      date={date}
                      name={dayName(date, isSelected, face)}
                      face={face}
                      isBeforeFirstDay={date < minDate}
                      isSelectable={isSelectable(date)}
                      isSelected={isSelected}
                      isInSelection={isInSelection(date)}
                      isToday={date === today}
                      isTabStop={date === focused}
                      onSelect={() => select(date)}
                      onFocus={() => focusDay(date)}
                      onKeyDown={(event) => onDayKeyDown(event, date)}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {isLoading && (
          <div className={styles.loading}>
            <Spinner label={t('common.loading')} />
          </div>
        )}
      </div>
      <Legend marks={marks} />
    </div>
  );
}

/** What each day shows and says, in the current language and display currency. */
function useDayFace(minDate: string): (date: string, day: PricedDay | undefined) => DayFace {
  const { t } = useTranslation();
  const formatPrice = useFormatShortMoney();
  const currencySign = useCurrencySign();
  return (date, day) => {
    const showNight = day?.showNight ?? false;
    const face = (status: DayFace['status'], note: ReactNode, state: string | null) => ({
      status,
      note,
      description:
        [state, showNight && t('calendar.says.showNight')].filter(Boolean).join(', ') || null,
      showNight,
    });
    if (!day) {
      // Before the first day, the day is disabled: « not on sale » would say it may come on sale.
      return face('notOnSale', null, date < minDate ? null : t('calendar.says.notOnSale'));
    }
    if (day.status !== 'open') {
      return face(day.status, t(`calendar.note.${day.status}`), t(`calendar.says.${day.status}`));
    }
    if (day.price === undefined) return face('open', null, null);
    const price = formatPrice(day.price);
    return face('open', breakable(price, currencySign), t('calendar.says.from', { price }));
  };
}

/** A price that may go on two lines between its amount and its sign, never inside the amount. */
function breakable(price: string, sign: string): ReactNode {
  if (price.startsWith(sign)) {
    return (
      <>
        {sign}
        <wbr />
        {price.slice(sign.length)}
      </>
    );
  }
  return `${price.slice(0, price.lastIndexOf(sign)).trimEnd()} ${sign}`;
}

/** The marks the days show, drawn as the days draw them. */
function Legend({ marks }: { marks: readonly CalendarMark[] }) {
  const { t } = useTranslation();
  const currencySign = useCurrencySign();
  const struckDay = <span className={styles.number}>{SAMPLE_DAY}</span>;
  const samples: Record<CalendarMark, { status: DayFace['status']; mark: ReactNode }> = {
    price: { status: 'open', mark: <span className={styles.note}>{currencySign}</span> },
    closed: { status: 'closed', mark: struckDay },
    soldOut: { status: 'soldOut', mark: struckDay },
    showNight: { status: 'open', mark: <span className={styles.showNight} /> },
  };
  return (
    <ul className={styles.legend} aria-label={t('calendar.legend.label')}>
      {marks.map((mark) => (
        <li key={mark}>
          <span className={styles.sample} data-status={samples[mark].status} aria-hidden="true">
            {samples[mark].mark}
          </span>
          {t(`calendar.legend.${mark}`)}
        </li>
      ))}
    </ul>
  );
}
