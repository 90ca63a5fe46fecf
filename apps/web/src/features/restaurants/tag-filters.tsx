import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { type TagFilters as Filters, NO_FILTERS, toggleTag } from './restaurant-filters.ts';
import type { RestaurantTag } from './restaurants-query.ts';
import styles from './tag-filters.module.css';

interface TagFiltersProps {
  food: readonly RestaurantTag[];
  services: readonly RestaurantTag[];
  value: Filters;
  onChange: (filters: Filters) => void;
}

/** booking-funnel.md §2: the restaurant list's food and service filters, from the tags. */
export function TagFilters({ food, services, value, onChange }: TagFiltersProps) {
  const { t } = useTranslation();
  const group = (list: keyof Filters, legend: string, tags: readonly RestaurantTag[]) =>
    tags.length > 0 && (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.options}>
          {tags.map((tag) => (
            <Checkbox
              key={tag.code}
              checked={value[list].includes(tag.code)}
              onChange={(event) => onChange(toggleTag(value, list, tag.code, event.target.checked))}
            >
              <span className={styles.option}>
                <img src={tag.picto} alt="" width="18" height="18" />
                {tag.title}
              </span>
            </Checkbox>
          ))}
        </div>
      </fieldset>
    );
  const isFiltered = value.food.length + value.services.length > 0;
  return (
    <section className={styles.filters} aria-labelledby="restaurant-filters">
      <h2 id="restaurant-filters" className={styles.title}>
        {t('restaurants.filters.title')}
      </h2>
      {group('food', t('restaurants.filters.food'), food)}
      {group('services', t('restaurants.filters.services'), services)}
      {isFiltered && (
        <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          {t('restaurants.filters.clear')}
        </Button>
      )}
    </section>
  );
}
