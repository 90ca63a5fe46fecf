import { parseDate } from '@internationalized/date';
import type { Language } from '@sesame/domain/i18n/language';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components/Calendar';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { useTranslation } from 'react-i18next';
import styles from './change-date.module.css';

interface ChangeDateCalendarProps {
  language: Language;
  /** Days open with places for the group; any other day cannot be chosen. */
  availableDays: ReadonlySet<string>;
  minDate: string;
  /** The day whose month the calendar shows; the visitor moves it month by month. */
  focusedDate: string;
  onFocusChange: (date: string) => void;
  value: string | null;
  onChange: (date: string) => void;
}

/**
 * A month of the days a flexible visit may move to; the others are unavailable. No last month: the
 * park may be closed for months, and the visit may move into a later season.
 */
export function ChangeDateCalendar({
  language,
  availableDays,
  minDate,
  focusedDate,
  onFocusChange,
  value,
  onChange,
}: ChangeDateCalendarProps) {
  const { t } = useTranslation();
  return (
    <I18nProvider locale={language}>
      <Calendar
        className={styles.calendar}
        aria-label={t('completion.changeDate.calendar')}
        value={value ? parseDate(value) : null}
        onChange={(date) => onChange(date.toString())}
        minValue={parseDate(minDate)}
        focusedValue={parseDate(focusedDate)}
        onFocusChange={(date) => onFocusChange(date.toString())}
        isDateUnavailable={(date) => !availableDays.has(date.toString())}
      >
        <header className={styles.header}>
          <Button
            slot="previous"
            className={styles.nav}
            aria-label={t('completion.changeDate.previous')}
          >
            <svg viewBox="0 0 20 20" aria-hidden="true">
              <path d="M12.5 4.5L7 10l5.5 5.5" />
            </svg>
          </Button>
          <Heading className={styles.month} />
          <Button slot="next" className={styles.nav} aria-label={t('completion.changeDate.next')}>
            <svg viewBox="0 0 20 20" aria-hidden="true">
              <path d="M7.5 4.5L13 10l-5.5 5.5" />
            </svg>
          </Button>
        </header>
        <CalendarGrid className={styles.grid} weekdayStyle="short">
          <CalendarGridHeader>
            {(weekday) => (
              <CalendarHeaderCell className={styles.weekday}>{weekday}</CalendarHeaderCell>
            )}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => <CalendarCell date={date} className={styles.cell} />}
          </CalendarGridBody>
        </CalendarGrid>
      </Calendar>
    </I18nProvider>
  );
}
