import { type CalendarDate, parseDate } from '@internationalized/date';
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
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import type { CalendarDay } from './offer-calendar-query.ts';
import styles from './visit-calendar.module.css';

interface VisitCalendarProps {
  language: Language;
  days: ReadonlyMap<string, CalendarDay>;
  /** The first day a visit may start (today in Paris). */
  minDate: string;
  value: string | null;
  onChange: (date: string) => void;
  focusedMonth: CalendarDate;
  onFocusChange: (date: CalendarDate) => void;
  /** Visit length in days: the days after the chosen one are lit too. */
  duration: number;
  isLoading: boolean;
}

/** A day can start a visit when the park is open and places are left for the group. */
function isBookable(day: CalendarDay | undefined): day is CalendarDay & { price: number } {
  return day !== undefined && day.price !== null && day.available;
}

/**
 * booking-funnel.md §2, duration: a month of days, each with its price from `offerCalendar`,
 * closed and sold-out days unavailable, show nights marked.
 */
export function VisitCalendar({
  language,
  days,
  minDate,
  value,
  onChange,
  focusedMonth,
  onFocusChange,
  duration,
  isLoading,
}: VisitCalendarProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const selected = value ? parseDate(value) : null;
  const lastDay = selected?.add({ days: duration - 1 });

  return (
    <I18nProvider locale={language}>
      <Calendar
        className={styles.calendar}
        aria-label={t('duration.calendar.label')}
        value={selected}
        onChange={(date) => onChange(date.toString())}
        minValue={parseDate(minDate)}
        focusedValue={focusedMonth}
        onFocusChange={onFocusChange}
        isDateUnavailable={(date) => !isBookable(days.get(date.toString()))}
      >
        <header className={styles.header}>
          <Button
            slot="previous"
            className={styles.nav}
            aria-label={t('duration.calendar.previous')}
          >
            <svg viewBox="0 0 20 20" aria-hidden="true">
              <path d="M12.5 4.5L7 10l5.5 5.5" />
            </svg>
          </Button>
          <Heading className={styles.month} />
          <Button slot="next" className={styles.nav} aria-label={t('duration.calendar.next')}>
            <svg viewBox="0 0 20 20" aria-hidden="true">
              <path d="M7.5 4.5L13 10l-5.5 5.5" />
            </svg>
          </Button>
        </header>
        <div className={styles.gridWrapper}>
          <CalendarGrid className={styles.grid} weekdayStyle="short">
            <CalendarGridHeader>
              {(weekday) => (
                <CalendarHeaderCell className={styles.weekday}>{weekday}</CalendarHeaderCell>
              )}
            </CalendarGridHeader>
            <CalendarGridBody>
              {(date) => {
                const day = days.get(date.toString());
                const inVisit =
                  selected !== null &&
                  lastDay !== undefined &&
                  date.compare(selected) > 0 &&
                  date.compare(lastDay) <= 0;
                return (
                  <CalendarCell
                    date={date}
                    className={`${styles.cell} ${inVisit ? styles.inVisit : ''}`}
                  >
                    {({ formattedDate, isOutsideMonth }) =>
                      isOutsideMonth ? null : (
                        <>
                          <span className={styles.number}>{formattedDate}</span>
                          {isBookable(day) ? (
                            <span className={styles.price}>{formatMoney(day.price)}</span>
                          ) : (
                            day && (
                              <span className={styles.state}>
                                {day.price === null
                                  ? t('duration.calendar.closed')
                                  : t('duration.calendar.soldOut')}
                              </span>
                            )
                          )}
                          {day?.showDay && <span className={styles.show} aria-hidden="true" />}
                        </>
                      )
                    }
                  </CalendarCell>
                );
              }}
            </CalendarGridBody>
          </CalendarGrid>
          {isLoading && (
            <div className={styles.loading}>
              <Spinner label={t('common.loading')} />
            </div>
          )}
        </div>
      </Calendar>
      <ul className={styles.legend}>
        <li>
          <span className={`${styles.swatch} ${styles.swatchPrice}`} aria-hidden="true" />
          {t('duration.calendar.legendPrice')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchShow}`} aria-hidden="true" />
          {t('duration.calendar.legendShow')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchUnavailable}`} aria-hidden="true" />
          {t('duration.calendar.legendUnavailable')}
        </li>
      </ul>
    </I18nProvider>
  );
}
