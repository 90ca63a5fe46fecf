import { useId } from 'react';
import { useFormatTimeOfDay, useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { type Activity, type ActivitySlot, slotKey } from './activity-query.ts';
import styles from './slot-picker.module.css';

/** The value of the "no slot" choice. */
export const NO_SLOT = '';

interface SlotPickerProps {
  activity: Activity;
  /** The key of the slot shown as chosen (`slotKey`), or NO_SLOT. */
  chosen: string;
  onChoose: (slot: ActivitySlot | null) => void;
  isBusy: boolean;
}

/**
 * booking-funnel.md §2 activities: the slots of each day of the visit as one radio choice, each
 * with the places left for children; a slot the group's children no longer fit in cannot be
 * chosen. "No slot" comes first. Arrow keys move between the choices.
 */
export function SlotPicker({ activity, chosen, onChoose, isBusy }: SlotPickerProps) {
  const { t } = useTranslation();
  const formatDate = useFormatVisitDate();
  const formatTime = useFormatTimeOfDay();
  const name = useId();
  const days = [...new Set(activity.stock.map((slot) => slot.date))];

  return (
    <fieldset className={styles.choices} aria-busy={isBusy || undefined}>
      <legend className={styles.legend}>{t('activities.legend')}</legend>
      <label className={styles.none}>
        <input
          type="radio"
          name={name}
          value={NO_SLOT}
          checked={chosen === NO_SLOT}
          onChange={() => onChoose(null)}
          className={styles.input}
        />
        <span className={styles.noneFace}>{t('activities.noSlot')}</span>
      </label>
      {days.map((date) => (
        <div key={date} className={styles.day}>
          <h2 className={styles.date}>{formatDate(date)}</h2>
          <ul className={styles.slots}>
            {activity.stock
              .filter((slot) => slot.date === date)
              .map((slot) => {
                const key = slotKey(slot);
                return (
                  <li key={key}>
                    <label className={`${styles.slot} ${slot.valid ? '' : styles.full}`}>
                      <input
                        type="radio"
                        name={name}
                        value={key}
                        checked={chosen === key}
                        disabled={!slot.valid}
                        onChange={() => onChoose(slot)}
                        aria-label={t('activities.slotLabel', {
                          date: formatDate(date),
                          time: formatTime(slot.session),
                          count: slot.availableStock,
                        })}
                        className={styles.input}
                      />
                      <span className={styles.face} aria-hidden="true">
                        <span className={styles.time}>{formatTime(slot.session)}</span>
                        <span className={styles.left}>
                          {slot.valid
                            ? t('activities.placesLeft', { count: slot.availableStock })
                            : t('activities.full')}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </fieldset>
  );
}
