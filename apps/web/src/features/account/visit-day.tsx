import { daysBetween } from '@sesame/domain/dates/calendar-days';
import { Card } from '../../components/ui/card.tsx';
import { useFormatTimeOfDay, useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './visit-day.module.css';
import type { Visit } from './visits.ts';

interface DayItem {
  time: string | null;
  label: string;
}

/**
 * checkout-and-account.md §2, the visit-day view: the next visit's day, how far away it is, and
 * what is booked for that day — show sessions, restaurant sittings and passes, in time order.
 */
export function VisitDay({ visit, today }: { visit: Visit; today: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatVisitDate();
  const formatTime = useFormatTimeOfDay();
  const daysLeft = daysBetween(today, visit.accessDate);
  const items: DayItem[] = [
    ...visit.orders.flatMap((order) =>
      order.products
        .filter((product) => (product.dates.accessDate ?? visit.accessDate) === visit.accessDate)
        .map((product) => ({ time: product.dates.sessionTime ?? null, label: product.name })),
    ),
    ...visit.ticket.catering
      .filter((sitting) => sitting.date === visit.accessDate && sitting.serviceTime)
      .map((sitting) => ({ time: sitting.serviceTime, label: t('account.visitDay.meal') })),
  ].sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''));
  return (
    <Card tone="night" className={styles.day} aria-labelledby="visit-day-title">
      <p className={styles.countdown}>
        {daysLeft === 0
          ? t('account.visitDay.today')
          : t('account.visitDay.in', { count: daysLeft })}
      </p>
      <h2 id="visit-day-title" className={styles.title}>
        {formatDate(visit.accessDate)}
      </h2>
      <ul className={styles.items}>
        {items.map((item, index) => (
          // Two products may share a name and a time: the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole, never reordered
          <li key={index} className={styles.item}>
            <span className={styles.time}>
              {item.time ? formatTime(item.time) : t('account.visitDay.allDay')}
            </span>
            <span>{item.label}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
