import type { Language } from '@sesame/domain/i18n/language';
import {
  type CalendarMark,
  PricedCalendar,
  type PricedDay,
} from '../../components/ui/priced-calendar.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import type { ChangeDay } from './completion-calls.ts';

// The change costs nothing: the days show no price, only why some cannot be chosen.
const MARKS: readonly CalendarMark[] = ['closed', 'soldOut'];

interface ChangeDateCalendarProps {
  language: Language;
  /** The days of the month shown, open with places for the group or not. */
  days: readonly ChangeDay[];
  /** The visit's day now: it cannot be chosen again. */
  currentDate: string;
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
  days,
  currentDate,
  minDate,
  focusedDate,
  onFocusChange,
  value,
  onChange,
}: ChangeDateCalendarProps) {
  const { t } = useTranslation();
  return (
    <PricedCalendar
      label={t('completion.changeDate.calendar')}
      language={language}
      days={
        new Map(
          days
            .filter((day) => day.date !== currentDate)
            .map((day): [string, PricedDay] => [day.date, { status: day.status }]),
        )
      }
      minDate={minDate}
      value={value}
      onChange={onChange}
      focusedDate={focusedDate}
      onFocusChange={onFocusChange}
      marks={MARKS}
    />
  );
}
