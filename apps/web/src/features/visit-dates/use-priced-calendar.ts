import { addMonths, daysBetween, startOfMonth } from '@sesame/domain/dates/calendar-days';
import { useEffect, useState } from 'react';
import { useQuery } from '../../lib/query/index.ts';
import { offerCalendarQuery } from './offer-calendar-query.ts';

/** Months of prices asked at once: the visible month and the next. */
const NB_MONTH = 2;

type CalendarRequest = Omit<Parameters<typeof offerCalendarQuery>[0], 'startDate' | 'nbMonth'>;

/**
 * The month the calendar shows and the prices of its days. Without a chosen day, the calendar
 * opens on the first bookable one: the park may be closed for months.
 */
export function usePricedCalendar(
  request: CalendarRequest,
  today: string,
  initialDay: string | null,
) {
  const [focusedMonth, setFocusedMonth] = useState(initialDay ?? today);
  const [jumped, setJumped] = useState(initialDay !== null);

  const monthStart = startOfMonth(focusedMonth);
  // The past is never asked for: this month's prices start today.
  const windowStart = daysBetween(today, monthStart) > 0 ? monthStart : today;
  const calendar = useQuery(
    offerCalendarQuery({ ...request, startDate: windowStart, nbMonth: NB_MONTH }),
  );
  const days = new Map((calendar.data?.dateList ?? []).map((day) => [day.startDate, day]));

  // The answer only knows the months it covers: look ahead window by window, up to a year.
  const firstAvailable = calendar.data?.firstAvailableStartDate ?? null;
  const windowLoaded = calendar.isSuccess && !calendar.isPlaceholderData;
  useEffect(() => {
    if (jumped || !windowLoaded) return;
    if (firstAvailable) {
      setJumped(true);
      setFocusedMonth(firstAvailable);
      return;
    }
    const next = startOfMonth(addMonths(focusedMonth, NB_MONTH));
    if (next > addMonths(today, 12)) setJumped(true);
    else setFocusedMonth(next);
  }, [jumped, windowLoaded, firstAvailable, focusedMonth, today]);

  return {
    days,
    error: calendar.error,
    focusedMonth,
    setFocusedMonth,
    isLoading: calendar.isFetching || !jumped,
  };
}
