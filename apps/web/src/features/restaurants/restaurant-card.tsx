import { type Cents, cents } from '@sesame/domain/money/cents';
import { useFormatMoney } from '../../lib/format.tsx';
import { useFormatVisitDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from '../../lib/router.tsx';
import styles from './restaurant-card.module.css';
import { bookableMenus, coverPrice, type MealType, type Restaurant } from './restaurants-query.ts';
import { TagList } from './tag-list.tsx';

/** A meal of the visit a restaurant serves: where its page is, and whether the group fits. */
export interface MealLink {
  date: string;
  mealType: MealType;
  to: string;
  isAvailable: boolean;
  /** Completion mode: the paid visit already has this meal for its whole group. */
  isBooked: boolean;
}

interface RestaurantCardProps {
  restaurant: Restaurant;
  meals: readonly MealLink[];
  /** The sittings' times, on a list of one meal. */
  times?: readonly string[];
}

function lowest(prices: readonly Cents[]): Cents | null {
  return prices.length > 0 ? cents(Math.min(...prices)) : null;
}

/**
 * booking-funnel.md §2, restaurant list: a restaurant with its photo, kind, tags, prices from,
 * and a link to its page for each meal of the visit it serves (none for a meal already booked).
 */
export function RestaurantCard({ restaurant, meals, times }: RestaurantCardProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatDate = useFormatVisitDate();
  const [photo] = restaurant.media;
  const menus = bookableMenus(restaurant.menus);
  const adultFrom = lowest(menus.adult.map(coverPrice));
  const childFrom = lowest(menus.child.map(coverPrice));
  const mealName = (type: MealType) => t(`restaurants.meals.${type}`);

  return (
    <article className={styles.card} aria-labelledby={`restaurant-${restaurant.code}`}>
      {photo && (
        <picture className={styles.photo}>
          <source media="(min-width: 48rem)" srcSet={photo.desktop} />
          <img src={photo.mobile} alt={photo.alt} loading="lazy" width="640" height="360" />
        </picture>
      )}
      <div className={styles.body}>
        <p className={styles.kind}>{restaurant.restaurantTypeName}</p>
        <h2 id={`restaurant-${restaurant.code}`} className={styles.title}>
          {restaurant.title}
        </h2>
        <p className={styles.text}>{restaurant.text}</p>
        <TagList tags={[...restaurant.tagListFood, ...restaurant.tagListServices]} />
        <p className={styles.prices}>
          {adultFrom !== null && (
            <span>{t('restaurants.card.adultFrom', { price: formatMoney(adultFrom) })}</span>
          )}
          {childFrom !== null && (
            <span>{t('restaurants.card.childFrom', { price: formatMoney(childFrom) })}</span>
          )}
        </p>
        {times && times.length > 0 && (
          <p className={styles.times}>
            {t('restaurants.card.sittings', { times: times.join(' · ') })}
          </p>
        )}
        <ul className={styles.meals}>
          {meals.map((meal) => {
            const words = { meal: mealName(meal.mealType), date: formatDate(meal.date, 'short') };
            return (
              <li key={`${meal.date}-${meal.mealType}`}>
                {meal.isBooked ? (
                  <span className={styles.full}>
                    {t('restaurants.card.book', words)} — {t('restaurants.card.booked')}
                  </span>
                ) : meal.isAvailable ? (
                  <Link
                    to={meal.to}
                    className={styles.book}
                    aria-label={t('restaurants.card.bookNamed', {
                      ...words,
                      restaurant: restaurant.title,
                    })}
                  >
                    {t('restaurants.card.book', words)}
                  </Link>
                ) : (
                  <span className={styles.full}>
                    {t('restaurants.card.book', words)} — {t('restaurants.card.full')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </article>
  );
}
