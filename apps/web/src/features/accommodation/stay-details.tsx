import type { BookingAccommodation } from '@sesame/domain/booking/booking';
import { addDays } from '@sesame/domain/dates/calendar-days';
import type { ReactNode } from 'react';
import { useFormatMoney } from '../../lib/format.tsx';
import { useFormatVisitDate } from '../../lib/format-date.ts';
import { useGroupText } from '../../lib/group-text.ts';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './stay-details.module.css';

interface StayDetailsProps {
  stay: BookingAccommodation;
  /** Whether the price carries a package's tickets (booking-funnel.md §4). */
  isPackage: boolean;
  /** What the visitor can do with the stay (the summary's basket item actions). */
  actions?: ReactNode;
}

/**
 * The hotel stay of the basket, as the summary, the payment page and the confirmation show it:
 * the hotel, its dates and nights, each room with who sleeps in it, breakfast, and the price.
 */
export function StayDetails({ stay, isPackage, actions }: StayDetailsProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const occupantsText = useGroupText();
  const rooms = stay.roomsSolution;
  return (
    <div className={styles.stay}>
      <div className={styles.head}>
        <h3 className={styles.title}>{stay.title}</h3>
        <p className={styles.price}>{formatMoney(stay.price)}</p>
      </div>
      {isPackage && <p className={styles.detail}>{t('accommodation.summary.package')}</p>}
      {rooms && (
        <>
          <p className={styles.detail}>
            {t('accommodation.summary.dates', {
              count: rooms.nights,
              from: formatDate(rooms.startDate),
              to: formatDate(addDays(rooms.startDate, rooms.nights)),
            })}
          </p>
          <ul className={styles.rooms}>
            {rooms.solution.map((room, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rooms of a stay have no other identity
              <li key={index}>
                {t('accommodation.summary.room', {
                  title: room.title,
                  occupants: occupantsText(room),
                })}
              </li>
            ))}
          </ul>
          <p className={styles.detail}>
            {rooms.breakfastIncluded
              ? t('accommodation.summary.breakfastIncluded')
              : rooms.breakfast
                ? t('accommodation.summary.breakfast')
                : t('accommodation.summary.noBreakfast')}
          </p>
        </>
      )}
      {actions}
    </div>
  );
}
