import type { Language } from '@sesame/domain/i18n/language';
import {
  type CalendarMark,
  PricedCalendar,
  type PricedDay,
} from '../../components/ui/priced-calendar.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import type { CalendarDay } from './offer-calendar-query.ts';

const MARKS: readonly CalendarMark[] = ['price', 'closed', 'soldOut', 'showNight'];

interface VisitCalendarProps {
  language: Language;
  days: ReadonlyMap<string, CalendarDay>;
  /** The first day a visit may start (today in Paris). */
  minDate: string;
  value: string | null;
  onChange: (date: string) => void;
  /** A day of the month shown. */
  focusedMonth: string;
  onFocusChange: (date: string) => void;
  /** Visit length in days: the days after the chosen one are lit too. */
  duration: number;
  isLoading: boolean;
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
  return (
    <PricedCalendar
      label={t('duration.calendar.label')}
      language={language}
      days={new Map([...days].map(([date, day]) => [date, pricedDay(day)]))}
      minDate={minDate}
      value={value}
      onChange={onChange}
      focusedDate={focusedMonth}
      onFocusChange={onFocusChange}
      selectionLength={duration}
      isLoading={isLoading}
      marks={MARKS}
    />
  );
}

/** A day can start a visit when the park is open (it has a price) and places are left. */
function pricedDay(day: CalendarDay): PricedDay {
  if (day.price === null) return { status: 'closed', showNight: day.showDay };
  if (!day.available) return { status: 'soldOut', showNight: day.showDay };
  return { status: 'open', price: day.price, showNight: day.showDay };
}
