import type { Cents } from '@sesame/domain/money/cents';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useFormatVisitDate } from '../../lib/format-date.ts';
import { useGroupText } from '../../lib/group-text.ts';
import { useTranslation } from '../../lib/i18n.ts';
import type { StaySolution } from './accommodation-query.ts';
import { solutionPrice } from './booked-stay.ts';
import styles from './solution-card.module.css';

interface SolutionCardProps {
  number: number;
  solution: StaySolution;
  /** The stay's nights. */
  nights: number;
  breakfast: boolean;
  packageTicketPrice: Cents | null;
  isChosen: boolean;
  isPending: boolean;
  onChoose: () => void;
}

/**
 * booking-funnel.md §3, room solution: the rooms that sleep the group, who sleeps where, whether
 * its last rooms are going, the price of each night, breakfast, and the total for the stay;
 * choosing it holds its room-nights.
 */
export function SolutionCard({
  number,
  solution,
  nights,
  breakfast,
  packageTicketPrice,
  isChosen,
  isPending,
  onChoose,
}: SolutionCardProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const occupantsText = useGroupText();
  const titleId = `solution-${number}`;
  const total = solutionPrice(solution, breakfast, packageTicketPrice);
  return (
    <li className={`${styles.card} ${isChosen ? styles.chosen : ''}`} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          {t('accommodation.detail.solution', { number })}
        </h3>
        {isChosen && <Badge tone="success">{t('accommodation.detail.chosen')}</Badge>}
        {solution.lastPlaces && (
          <Badge tone="warning">{t('accommodation.detail.lastPlaces')}</Badge>
        )}
      </div>
      <ul className={styles.rooms}>
        {solution.rooms.map((booked, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms of a solution have no other identity
          <li key={index}>
            {t('accommodation.detail.room', {
              title: booked.title,
              occupants: occupantsText(booked),
            })}
          </li>
        ))}
      </ul>
      <dl className={styles.prices}>
        {solution.nightPrices.map((night) => (
          <div key={night.date} className={styles.priceRow}>
            <dt>{t('accommodation.detail.night', { date: formatDate(night.date) })}</dt>
            <dd>{formatMoney(night.price)}</dd>
          </div>
        ))}
        <div className={styles.priceRow}>
          <dt>{t('accommodation.detail.breakfast')}</dt>
          <dd>
            {solution.breakfastIncluded
              ? t('accommodation.detail.breakfastIncluded')
              : breakfast
                ? formatMoney(solution.breakfastPrice)
                : t('accommodation.detail.breakfastOptional', {
                    price: formatMoney(solution.breakfastPrice),
                  })}
          </dd>
        </div>
        {packageTicketPrice !== null && (
          <div className={styles.priceRow}>
            <dt>{t('accommodation.detail.packageTickets')}</dt>
            <dd>{formatMoney(packageTicketPrice)}</dd>
          </div>
        )}
        <div className={`${styles.priceRow} ${styles.total}`}>
          <dt>{t('accommodation.detail.total', { count: nights })}</dt>
          <dd>{formatMoney(total)}</dd>
        </div>
      </dl>
      <Button
        variant={isChosen ? 'secondary' : 'primary'}
        onClick={onChoose}
        isPending={isPending}
        aria-describedby={titleId}
      >
        {isChosen ? t('accommodation.detail.chooseAgain') : t('accommodation.detail.choose')}
      </Button>
    </li>
  );
}
