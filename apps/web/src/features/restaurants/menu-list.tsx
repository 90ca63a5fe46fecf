import { useFormatMoney } from '../../lib/format.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './menu-list.module.css';
import type { RestaurantMenu } from './restaurants-query.ts';

/** booking-funnel.md §3 menus: a meal's menus with their courses and price per person. */
export function MenuList({ menus }: { menus: readonly RestaurantMenu[] }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <ul className={styles.menus}>
      {menus.map((menu) => (
        <li key={menu.code} className={styles.menu}>
          {menu.promotionalTitle && <p className={styles.promotion}>{menu.promotionalTitle}</p>}
          <h3 className={styles.name}>{menu.title}</h3>
          <p className={styles.kind}>
            {menu.mainChildrenMenu
              ? t('restaurants.detail.childMenu')
              : menu.mainAdultMenu
                ? t('restaurants.detail.adultMenu')
                : t('restaurants.detail.babyMenu')}
          </p>
          {menu.promotionalDescription && <p>{menu.promotionalDescription}</p>}
          <dl className={styles.courses}>
            {menu.courses.map((course) => (
              <div key={course.title} className={styles.course}>
                <dt>{course.title}</dt>
                <dd>{course.description}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.price}>
            {t('restaurants.detail.perPerson', {
              price: formatMoney(menu.discountPricePerPerson ?? menu.pricePerPerson),
            })}
            {menu.discountPricePerPerson !== null && (
              <span className={styles.was}>
                {' '}
                {t('restaurants.detail.insteadOf', { price: formatMoney(menu.pricePerPerson) })}
              </span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
