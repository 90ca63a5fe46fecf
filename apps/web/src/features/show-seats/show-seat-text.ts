import type { Booking } from '@sesame/domain/booking/booking';
import { effectiveShowDate } from '@sesame/domain/booking/show-date';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { useFormatTimeOfDay, useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSeatName } from './seat-name.ts';

type ShowBooking = Pick<Booking, 'offer' | 'group' | 'startDate' | 'bookingEvent'>;

/**
 * booking-funnel.md §3 bookingEvent and issue 11: the night show's seats as the summary and the
 * confirmation word them, with the start time of that night's session (catalogue.md §7.5), which
 * the offer's stock gives; null when the booking has no show.
 */
export function useShowSeatText(platform: PlatformCode): (booking: ShowBooking) => string | null {
  const { t } = useTranslation();
  const seatName = useSeatName(platform);
  const formatDate = useFormatVisitDate();
  const formatTime = useFormatTimeOfDay();
  return (booking) => {
    const date = effectiveShowDate(booking);
    if (!date) return null;
    const session = booking.offer?.stock.find((entry) => entry.date === date && entry.session);
    const words = { date: formatDate(date), category: seatName(booking.bookingEvent.seating) };
    return session?.session
      ? t('summary.showSeatAt', { ...words, time: formatTime(session.session) })
      : t('summary.showSeat', words);
  };
}
