import type { RestaurantLine } from '@sesame/domain/booking/booking';
import { sumCents } from '@sesame/domain/money/cents';
import { Button } from '../../components/ui/button.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useFormatTimeOfDay, useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import styles from './meal-list.module.css';

interface MealListProps {
  lines: readonly RestaurantLine[];
  title: string;
  /** The allergies the visitor reported, shown once under the meals. */
  allergyNote?: string;
  /** The page where a meal is changed; no change link without it. */
  changePath?: (meal: RestaurantLine) => string;
  onRemove?: (eventId: string) => void;
  isPending?: boolean;
}

/** The lines of the basket grouped by sitting, in the order of the visit. */
export function mealsBySitting(lines: readonly RestaurantLine[]): RestaurantLine[][] {
  const sittings = new Map<string, RestaurantLine[]>();
  for (const line of lines)
    sittings.set(line.eventId, [...(sittings.get(line.eventId) ?? []), line]);
  return [...sittings.values()].sort(([a], [b]) =>
    `${a?.date} ${a?.time}`.localeCompare(`${b?.date} ${b?.time}`),
  );
}

/**
 * booking-funnel.md §3 restaurant booking lines, as the visitor reads them: each meal with its
 * date, time, restaurant, menus and price; on the restaurant step, to change or remove.
 */
export function MealList({
  lines,
  title,
  allergyNote,
  changePath,
  onRemove,
  isPending = false,
}: MealListProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const formatTime = useFormatTimeOfDay();
  if (lines.length === 0) return null;
  return (
    <section className={styles.meals} aria-labelledby="booked-meals">
      <h2 id="booked-meals" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {mealsBySitting(lines).map((sitting) => {
          const [first] = sitting;
          if (!first) return null;
          const words = {
            restaurant: first.title,
            meal: t(`restaurants.meals.${first.isLunch ? 'lunch' : 'dinner'}`),
            date: formatDate(first.date),
            time: formatTime(first.time),
          };
          return (
            <li key={first.eventId} className={styles.meal}>
              <div className={styles.what}>
                <p className={styles.restaurant}>{first.title}</p>
                <p className={styles.when}>{t('restaurants.basket.meal', words)}</p>
                <ul className={styles.menus}>
                  {sitting.flatMap((line) => [
                    line.adults > 0 && (
                      <li key={`${line.id}-adult`}>
                        {t('restaurants.basket.menu', {
                          count: line.adults,
                          menu: line.menuAdultName,
                        })}
                      </li>
                    ),
                    line.children > 0 && (
                      <li key={`${line.id}-child`}>
                        {t('restaurants.basket.menu', {
                          count: line.children,
                          menu: line.menuChildName,
                        })}
                      </li>
                    ),
                  ])}
                </ul>
                {(changePath || onRemove) && (
                  <div className={styles.actions}>
                    {changePath && (
                      <Link
                        to={changePath(first)}
                        aria-label={t('restaurants.basket.changeNamed', words)}
                      >
                        {t('restaurants.basket.change')}
                      </Link>
                    )}
                    {onRemove && (
                      <Button
                        variant="ghost"
                        disabled={isPending}
                        onClick={() => onRemove(first.eventId)}
                        aria-label={t('restaurants.basket.removeNamed', words)}
                      >
                        {t('restaurants.basket.remove')}
                      </Button>
                    )}
                  </div>
                )}
              </div>
              <p className={styles.price}>
                {formatMoney(sumCents(sitting.map((line) => line.totalPrice)))}
              </p>
            </li>
          );
        })}
      </ul>
      {allergyNote && (
        <p className={styles.allergies}>
          {t('restaurants.basket.allergies', { note: allergyNote })}
        </p>
      )}
    </section>
  );
}
