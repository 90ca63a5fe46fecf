import type { Group } from '@sesame/domain/booking/booking';
import { payingVisitors } from '@sesame/domain/booking/visitors';
import type { OfferStatus } from '@sesame/domain/catalog/offer';
import { offerStatus } from '@sesame/domain/catalog/offer-status';
import { passUnitPrice } from '@sesame/domain/pricing/total-price';
import { useId } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './pass-card.module.css';
import type { Pass } from './passes-query.ts';

const STATUS_TONE: Record<OfferStatus, BadgeTone> = {
  available: 'success',
  fewLeft: 'warning',
  full: 'danger',
  unavailable: 'neutral',
};

/** booking-funnel.md §3 and §9: the Grand Emotion Pass gives 10 % off in the park's shops. */
const SHOP_DISCOUNT_PASSES: readonly string[] = ['PGE'];

/**
 * booking-funnel.md §3, offer status applied to a pass: full when the group no longer fits on one
 * of its days, unavailable when a day cannot be sold at all (no price that day, §5).
 */
export function passStatus(pass: Pass, group: Pick<Group, 'adults' | 'children'>): OfferStatus {
  return offerStatus({
    available: pass.priceList.every((day) => day.datePrice > 0),
    availableStock: pass.availableStock,
    groupSize: payingVisitors(group),
  });
}

/** Whether a pass in this status can be chosen. */
export function isPassBookable(status: OfferStatus): boolean {
  return status === 'available' || status === 'fewLeft';
}

interface ChoiceProps {
  /** The name shared by the radio buttons of one choice. */
  name: string;
  isChecked: boolean;
  onChoose: () => void;
}

interface PassCardProps extends ChoiceProps {
  pass: Pass;
  group: Pick<Group, 'adults' | 'children' | 'babies'>;
}

/**
 * A pass as one radio choice: its price per person (the group's total over the visitors minus the
 * babies, booking-funnel.md §4), its total for the group, each day's price on a longer visit, and
 * whether places are left. Arrow keys move between passes; a pass the group no longer fits in
 * cannot be chosen.
 */
export function PassCard({ pass, group, name, isChecked, onChoose }: PassCardProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const titleId = useId();
  const detailsId = useId();
  const status = passStatus(pass, group);
  const bookable = isPassBookable(status);
  const visitors = payingVisitors(group);

  return (
    <label className={`${styles.option} ${bookable ? '' : styles.muted}`}>
      <input
        type="radio"
        name={name}
        value={pass.code}
        checked={isChecked}
        disabled={!bookable}
        onChange={onChoose}
        aria-labelledby={titleId}
        aria-describedby={detailsId}
        className={styles.input}
      />
      <span className={styles.face}>
        <span className={styles.head}>
          <span className={styles.radio} aria-hidden="true" />
          <span className={styles.titles}>
            <span id={titleId} className={styles.name}>
              {pass.name}
            </span>
            <Badge tone={STATUS_TONE[status]}>{t(`pass.card.status.${status}`)}</Badge>
          </span>
        </span>
        <span id={detailsId} className={styles.body}>
          <span className={styles.description}>{pass.description}</span>
          {status === 'fewLeft' && (
            <span className={styles.placesLeft}>
              {t('pass.card.placesLeft', { count: pass.availableStock })}
            </span>
          )}
          {SHOP_DISCOUNT_PASSES.includes(pass.code) && (
            <span className={styles.perk}>{t('pass.card.shopDiscount')}</span>
          )}
          {status !== 'unavailable' && pass.priceList.length > 1 && (
            <span className={styles.days}>
              {pass.priceList.map((day) => (
                <span key={day.date} className={styles.line}>
                  <span>{formatDate(day.date)}</span>
                  <span className={styles.amount}>
                    {t('pass.card.dayPrice', { price: formatMoney(day.datePrice) })}
                  </span>
                </span>
              ))}
            </span>
          )}
          {status === 'unavailable' ? (
            <span className={styles.prices}>{t('pass.card.notOffered')}</span>
          ) : (
            <span className={styles.prices}>
              <span className={styles.line}>
                <span>{t('pass.card.perPerson')}</span>
                <span className={styles.amount}>
                  {formatMoney(passUnitPrice(pass.totalPrice, group))}
                </span>
              </span>
              {group.babies > 0 && (
                <span className={styles.line}>
                  <span>{t('pass.card.babies', { count: group.babies })}</span>
                  <span className={styles.amount}>{t('pass.card.free')}</span>
                </span>
              )}
              <span className={`${styles.line} ${styles.total}`}>
                <span>{t('pass.card.total', { count: visitors })}</span>
                <span className={styles.totalAmount}>{formatMoney(pass.totalPrice)}</span>
              </span>
            </span>
          )}
        </span>
      </span>
    </label>
  );
}

/** The choice of no pass at all, first of the list. */
export function NoPassCard({ name, isChecked, onChoose }: ChoiceProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const detailsId = useId();
  return (
    <label className={styles.option}>
      <input
        type="radio"
        name={name}
        value=""
        checked={isChecked}
        onChange={onChoose}
        aria-labelledby={titleId}
        aria-describedby={detailsId}
        className={styles.input}
      />
      <span className={styles.face}>
        <span className={styles.head}>
          <span className={styles.radio} aria-hidden="true" />
          <span id={titleId} className={styles.name}>
            {t('pass.none.name')}
          </span>
        </span>
        <span id={detailsId} className={styles.body}>
          <span className={styles.description}>{t('pass.none.description')}</span>
          <span className={styles.prices}>
            <span className={`${styles.line} ${styles.total}`}>
              <span>{t('pass.none.price')}</span>
            </span>
          </span>
        </span>
      </span>
    </label>
  );
}
