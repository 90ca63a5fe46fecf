import { alreadyBooked } from '@sesame/domain/completion/already-booked';
import type { OrderProduct } from '@sesame/domain/completion/order-to-complete';
import { Card } from '../../components/ui/card.tsx';
import { useFormatTimeOfDay, useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './completion.module.css';

/**
 * booking-funnel.md §4, already-booked view: in completion mode, what the paid order already has
 * (the ticket, passes, activities, restaurants by lunch or dinner, external accommodation), so the
 * customer adds only what is missing.
 */
export function AlreadyBookedList({ oldLines }: { oldLines: readonly OrderProduct[] }) {
  const { t } = useTranslation();
  const formatDate = useFormatVisitDate();
  const formatTime = useFormatTimeOfDay();
  const booked = alreadyBooked(oldLines);
  const dated = (line: { name: string; dates: { accessDate: string | null } }) =>
    line.dates.accessDate
      ? `${line.name} · ${formatDate(line.dates.accessDate, 'short')}`
      : line.name;
  const items = [
    ...(booked.ticket ? [t('completion.booked.ticket')] : []),
    ...booked.passes.map(dated),
    ...booked.activities.map(dated),
    ...booked.restaurants.map((booking) => {
      const meal = t(
        booking.meal === 'lunch' ? 'completion.booked.lunch' : 'completion.booked.dinner',
        { name: booking.name },
      );
      if (!booking.date) return meal;
      const date = formatDate(booking.date, 'short');
      return booking.time
        ? t('completion.booked.timed', { meal, date, time: formatTime(booking.time) })
        : t('completion.booked.dated', { meal, date });
    }),
    ...booked.accommodation.map((stay) =>
      t('completion.booked.accommodation', { name: stay.name }),
    ),
  ];
  if (items.length === 0) return null;
  return (
    <Card tone="highlight" aria-labelledby="already-booked">
      <h2 id="already-booked" className={styles.heading}>
        {t('completion.booked.title')}
      </h2>
      <ul className={styles.bookedList}>
        {items.map((item) => (
          <li key={item}>
            <svg viewBox="0 0 20 20" aria-hidden="true" className={styles.check}>
              <path d="M4 10.5l4 4 8-9" />
            </svg>
            {item}
          </li>
        ))}
      </ul>
    </Card>
  );
}
