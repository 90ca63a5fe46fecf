import { tzOffset } from '@date-fns/tz/tzOffset';

/** The calendar day (`yyyy-MM-dd`) that the wall clocks of `timeZone` show at `instant`. */
function calendarDayIn(timeZone: string, instant: Date): string {
  const wallClock = instant.getTime() + tzOffset(timeZone, instant) * 60_000;
  return new Date(wallClock).toISOString().slice(0, 10);
}

/** booking-funnel.md §4, track rules: today's date in Europe/Paris (`yyyy-MM-dd`) at `now`. */
export function parisToday(now: Date): string {
  return calendarDayIn('Europe/Paris', now);
}

/** booking-funnel.md §7, calendar gateway: the Europe/Berlin calendar day of an instant. */
export function berlinDate(instant: Date): string {
  return calendarDayIn('Europe/Berlin', instant);
}
