import type { OfferStatus, Seating } from '@sesame/domain/catalog/offer';
import { useId } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './seat-category-picker.module.css';
import { isBookable, type SeatOption } from './seat-options.ts';
import { SeatZone } from './seat-zone.tsx';

const STATUS_TONE: Record<OfferStatus, BadgeTone> = {
  available: 'success',
  fewLeft: 'warning',
  full: 'danger',
  unavailable: 'neutral',
};

interface SeatCategoryPickerProps {
  options: readonly SeatOption[];
  value: Seating;
  onChange: (option: SeatOption) => void;
  seatName: (seating: Seating) => string;
  group: { adults: number; children: number };
}

/**
 * booking-funnel.md §2 offers/category: the three seat categories as radio cards, each with where
 * it sits, its price per adult and per child, the group's total and whether places are left.
 * Categories the group cannot book any more are shown but cannot be chosen.
 */
export function SeatCategoryPicker({
  options,
  value,
  onChange,
  seatName,
  group,
}: SeatCategoryPickerProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('offersCategory.seats.legend')}</legend>
      <div className={styles.options}>
        {options.map((option, index) => (
          <SeatCard
            key={option.seating}
            name={name}
            option={option}
            level={index + 1}
            isChecked={option.seating === value}
            onChange={onChange}
            seatName={seatName}
            group={group}
          />
        ))}
      </div>
    </fieldset>
  );
}

interface SeatCardProps {
  name: string;
  option: SeatOption;
  level: number;
  isChecked: boolean;
  onChange: (option: SeatOption) => void;
  seatName: (seating: Seating) => string;
  group: { adults: number; children: number };
}

function SeatCard({ name, option, level, isChecked, onChange, seatName, group }: SeatCardProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const id = useId();
  const bookable = isBookable(option);
  const { price, seating } = option;
  return (
    <label
      className={[styles.card, isChecked ? styles.checked : '', bookable ? '' : styles.muted].join(
        ' ',
      )}
    >
      <input
        type="radio"
        name={name}
        value={seating}
        checked={isChecked}
        disabled={!bookable}
        onChange={() => onChange(option)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-status ${id}-supplement ${id}-details`}
        className={styles.input}
      />
      <span className={styles.face}>
        <span className={styles.head}>
          <SeatZone seating={seating} />
          <span className={styles.titles}>
            <span className={styles.level}>{t('offersCategory.seats.level', { level })}</span>
            <span id={`${id}-name`} className={styles.name}>
              {seatName(seating)}
            </span>
          </span>
          <span className={styles.dot} aria-hidden="true" />
        </span>
        <span className={styles.tags}>
          <span id={`${id}-status`}>
            <Badge tone={STATUS_TONE[option.status]}>
              {t(`offersCategory.seats.status.${option.status}`)}
            </Badge>
          </span>
          <span id={`${id}-supplement`} className={styles.supplement}>
            {option.supplement === 0
              ? t('offersCategory.seats.included')
              : t('offersCategory.seats.supplement', { price: formatMoney(option.supplement) })}
          </span>
        </span>
        <span id={`${id}-details`} className={styles.details}>
          <span className={styles.where}>{t(`offersCategory.seats.where.${seating}`)}</span>
          <span className={styles.prices}>
            {group.adults > 0 && (
              <span className={styles.priceLine}>
                <span>{t('offersCategory.seats.perAdult')}</span>
                <span className={styles.amount}>{formatMoney(price.adultUnitPrice)}</span>
              </span>
            )}
            {group.children > 0 && (
              <span className={styles.priceLine}>
                <span>{t('offersCategory.seats.perChild')}</span>
                <span className={styles.amount}>{formatMoney(price.childrenUnitPrice)}</span>
              </span>
            )}
          </span>
          <span className={styles.total}>
            <span className={styles.totalLabel}>{t('offersCategory.seats.total')}</span>
            <span className={styles.totalAmount}>{formatMoney(price.totalPrice)}</span>
          </span>
        </span>
      </span>
    </label>
  );
}
