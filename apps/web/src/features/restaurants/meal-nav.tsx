import { MEAL_TYPES } from '@sesame/domain/restaurants/restaurant-rules';
import { useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { NavLink } from '../../lib/router.tsx';
import styles from './meal-nav.module.css';
import type { MealType } from './restaurants-query.ts';

interface MealNavProps {
  /** The visit's days online booking is open for. */
  days: readonly string[];
  allPath: string;
  pathOf: (date: string, mealType: MealType) => string;
}

/** booking-funnel.md §2: the meals of the visit, each a list of its own (`restaurants/{date}/{type}`). */
export function MealNav({ days, allPath, pathOf }: MealNavProps) {
  const { t } = useTranslation();
  const formatDate = useFormatVisitDate();
  return (
    <nav className={styles.nav} aria-label={t('restaurants.meals.label')}>
      <ul className={styles.list}>
        <li>
          <NavLink to={allPath} end className={styles.link}>
            {t('restaurants.meals.all')}
          </NavLink>
        </li>
        {days.flatMap((date) =>
          MEAL_TYPES.map((type) => (
            <li key={`${date}-${type}`}>
              <NavLink to={pathOf(date, type)} className={styles.link}>
                {t('restaurants.meals.choose', {
                  meal: t(`restaurants.meals.${type}`),
                  date: formatDate(date, 'short'),
                })}
              </NavLink>
            </li>
          )),
        )}
      </ul>
    </nav>
  );
}
