import {
  type AccommodationSort,
  type DistanceRange,
  type AccommodationFilters as Filters,
  type HotelType,
  priceFilterError,
} from '@sesame/domain/accommodation/accommodation-list';
import { type Cents, cents } from '@sesame/domain/money/cents';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './accommodation-filters.module.css';

const TYPES: readonly HotelType[] = ['THEMED', 'PARTNER'];
const DISTANCES: readonly DistanceRange[] = ['ON_SITE', 'UNDER_10_KM', 'UNDER_20_KM', 'OVER_20_KM'];
const SORTS: readonly AccommodationSort[] = ['price', 'distance', 'stars'];

interface AccommodationFiltersProps {
  filters: Filters;
  sort: AccommodationSort;
  /** The stars and services of the accommodations found, which the visitor can filter on. */
  stars: readonly number[];
  services: ReadonlyArray<{ code: string; title: string }>;
  onFiltersChange: (filters: Filters) => void;
  onSortChange: (sort: AccommodationSort) => void;
  onReset: () => void;
}

function toggled<T>(chosen: readonly T[] | undefined, value: T, on: boolean): T[] {
  const rest = (chosen ?? []).filter((item) => item !== value);
  return on ? [...rest, value] : rest;
}

/** Whole euros typed by the visitor, as cents; empty (or not a number) is no bound. */
function euros(text: string): Cents | null {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value >= 0 ? cents(value * 100) : null;
}

/**
 * booking-funnel.md §2 accommodations: filters by stars, type, distance, service and minimum and
 * maximum price, and the sorting (price, distance, stars). Every change applies at once; a minimum
 * above the maximum says so (readings.md §9) and filters on no price until corrected.
 */
export function AccommodationFilters({
  filters,
  sort,
  stars,
  services,
  onFiltersChange,
  onSortChange,
  onReset,
}: AccommodationFiltersProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const priceError = priceFilterError(filters.minPrice, filters.maxPrice);
  const group = <T extends string | number>(
    legend: string,
    values: readonly T[],
    chosen: readonly T[] | undefined,
    label: (value: T) => string,
    onChange: (next: T[]) => void,
  ) => (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {values.map((value) => (
        <Checkbox
          key={value}
          checked={chosen?.includes(value) ?? false}
          onChange={(event) => onChange(toggled(chosen, value, event.target.checked))}
        >
          {label(value)}
        </Checkbox>
      ))}
    </fieldset>
  );

  return (
    <section className={styles.filters} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('accommodation.filters.title')}
      </h2>
      <SelectField
        label={t('accommodation.filters.sort')}
        placeholder={t('accommodation.filters.sortPrice')}
        value={sort === 'price' ? '' : sort}
        onChange={(event) => onSortChange((event.target.value || 'price') as AccommodationSort)}
        options={SORTS.filter((key) => key !== 'price').map((key) => ({
          value: key,
          label: t(`accommodation.filters.sorts.${key}`),
        }))}
      />
      {stars.length > 0 &&
        group(
          t('accommodation.filters.stars'),
          stars,
          filters.stars,
          (count) => t('accommodation.filters.starsOption', { count }),
          (next) => onFiltersChange({ ...filters, stars: next }),
        )}
      {group(
        t('accommodation.filters.type'),
        TYPES,
        filters.types,
        (type) => t(`accommodation.hotelTypes.${type}`),
        (next) => onFiltersChange({ ...filters, types: next }),
      )}
      {group(
        t('accommodation.filters.distance'),
        DISTANCES,
        filters.distances,
        (range) => t(`accommodation.distances.${range}`),
        (next) => onFiltersChange({ ...filters, distances: next }),
      )}
      {services.length > 0 && (
        <SelectField
          label={t('accommodation.filters.service')}
          placeholder={t('accommodation.filters.anyService')}
          value={filters.services?.[0] ?? ''}
          onChange={(event) =>
            onFiltersChange({
              ...filters,
              services: event.target.value ? [event.target.value] : [],
            })
          }
          options={services.map(({ code, title }) => ({ value: code, label: title }))}
        />
      )}
      <div className={styles.prices}>
        <Field
          label={t('accommodation.filters.minPrice')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={filters.minPrice != null ? filters.minPrice / 100 : ''}
          onChange={(event) => onFiltersChange({ ...filters, minPrice: euros(event.target.value) })}
          error={priceError ? t('accommodation.filters.priceOrder') : undefined}
        />
        <Field
          label={t('accommodation.filters.maxPrice')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={filters.maxPrice != null ? filters.maxPrice / 100 : ''}
          onChange={(event) => onFiltersChange({ ...filters, maxPrice: euros(event.target.value) })}
        />
      </div>
      <p className={styles.hint}>{t('accommodation.filters.priceHint')}</p>
      <Button variant="ghost" onClick={onReset}>
        {t('accommodation.filters.reset')}
      </Button>
    </section>
  );
}
