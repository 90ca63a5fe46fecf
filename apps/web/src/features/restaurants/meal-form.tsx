import type { Group } from '@sesame/domain/booking/booking';
import { cents, sumCents } from '@sesame/domain/money/cents';
import { ALLERGY_NOTE_MAX_LENGTH } from '@sesame/domain/validation/limits';
import type { MealChoice, MealChoiceSchema } from '@sesame/domain/validation/meal-choice-schema';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { Counter } from '../../components/ui/counter.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { Form } from '../../components/ui/form.tsx';
import { useFormatMoney } from '../../lib/format.tsx';
import { useFormatTimeOfDay } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import styles from './meal-form.module.css';
import { coverPrice, type RestaurantMenu, type RestaurantService } from './restaurants-query.ts';

type MealForm = z.input<MealChoiceSchema>;

// The schema, and zod with it, loads when the form is first checked (decisions 18 and 34).
const loadMealChoiceSchema = (group: Pick<Group, 'adults' | 'children'>) => () =>
  import('@sesame/domain/validation/meal-choice-schema').then((module) =>
    module.mealChoiceSchema(group),
  );

interface MealFormProps {
  group: Pick<Group, 'adults' | 'children'>;
  services: readonly RestaurantService[];
  menus: { adult: readonly RestaurantMenu[]; child: readonly RestaurantMenu[] };
  defaultValues: MealForm;
  isUpdate: boolean;
  isPending: boolean;
  onSubmit: (choice: MealChoice, service: RestaurantService) => void;
}

/**
 * booking-funnel.md §2 restaurant details and §5: the sitting (with the covers left; one the group
 * does not fit in cannot be chosen), how many of each menu, and the allergy question with a note.
 */
export function MealForm({
  group,
  services,
  menus,
  defaultValues,
  isUpdate,
  isPending,
  onSubmit,
}: MealFormProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatTime = useFormatTimeOfDay();
  const { register, handleSubmit, watch, setValue, formState, errorOf, refusal } = useZodForm(
    loadMealChoiceSchema(group),
    { defaultValues },
  );
  const counts = { adultMenus: watch('adultMenus'), childMenus: watch('childMenus') };
  const allergies = watch('allergies');
  const setCount = (list: 'adultMenus' | 'childMenus', code: string, count: number) =>
    setValue(`${list}.${code}`, count, { shouldValidate: formState.isSubmitted });
  const total = sumCents([
    ...menus.adult.map((m) => cents(coverPrice(m) * (counts.adultMenus[m.code] ?? 0))),
    ...menus.child.map((m) => cents(coverPrice(m) * (counts.childMenus[m.code] ?? 0))),
  ]);
  const menuError = errorOf('adultMenus') ?? errorOf('childMenus');
  const sittingError = errorOf('eventId');

  const counter = (list: 'adultMenus' | 'childMenus', menu: RestaurantMenu) => (
    <Counter
      key={`${list}-${menu.code}`}
      label={menu.title}
      description={t('restaurants.detail.perPerson', { price: formatMoney(coverPrice(menu)) })}
      value={counts[list][menu.code] ?? 0}
      min={0}
      max={list === 'childMenus' ? group.children : group.adults + group.children}
      onChange={(count) => setCount(list, menu.code, count)}
      decrementLabel={t('restaurants.form.fewerMenus', { menu: menu.title })}
      incrementLabel={t('restaurants.form.moreMenus', { menu: menu.title })}
    />
  );

  return (
    <Form
      className={styles.form}
      refusal={refusal}
      aria-labelledby="meal-form-title"
      onSubmit={handleSubmit((choice) => {
        const service = services.find((s) => s.eventId === choice.eventId);
        if (service) onSubmit(choice, service);
      })}
    >
      <h2 id="meal-form-title" className={styles.title}>
        {t('restaurants.form.title')}
      </h2>
      <fieldset
        className={styles.sittings}
        aria-describedby={sittingError ? 'sitting-error' : undefined}
      >
        <legend className={styles.legend}>{t('restaurants.form.sittings')}</legend>
        <ul className={styles.sittingList}>
          {services.map((service) => (
            <li key={service.eventId}>
              <label className={`${styles.sitting} ${service.valid ? '' : styles.full}`}>
                <input
                  type="radio"
                  value={service.eventId}
                  disabled={!service.valid}
                  className={styles.radio}
                  aria-label={t('restaurants.form.sittingLabel', {
                    time: formatTime(service.serviceTime),
                    count: service.stock,
                  })}
                  {...register('eventId')}
                />
                <span className={styles.face} aria-hidden="true">
                  <span className={styles.time}>{formatTime(service.serviceTime)}</span>
                  <span className={styles.left}>
                    {service.valid
                      ? t('restaurants.form.coversLeft', { count: service.stock })
                      : t('restaurants.form.full')}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {sittingError && <FieldError id="sitting-error">{sittingError}</FieldError>}
      </fieldset>
      <fieldset
        className={styles.menus}
        aria-describedby={menuError ? 'menus-hint menus-error' : 'menus-hint'}
      >
        <legend className={styles.legend}>{t('restaurants.form.menus')}</legend>
        <p id="menus-hint" className={styles.hint}>
          {t('restaurants.form.menusHint', { count: group.adults + group.children })}
        </p>
        {menus.adult.map((menu) => counter('adultMenus', menu))}
        {group.children > 0 && menus.child.map((menu) => counter('childMenus', menu))}
        {menuError && <FieldError id="menus-error">{menuError}</FieldError>}
      </fieldset>
      <ChoiceGroup
        legend={t('restaurants.form.allergies')}
        description={t('restaurants.form.allergiesHint')}
        choices={[
          { value: 'yes', label: t('restaurants.form.allergiesYes') },
          { value: 'no', label: t('restaurants.form.allergiesNo') },
        ]}
        value={allergies ? 'yes' : 'no'}
        onChange={(answer) =>
          setValue('allergies', answer === 'yes', { shouldValidate: formState.isSubmitted })
        }
      />
      {allergies && (
        <Field
          label={t('restaurants.form.allergyNote')}
          isRequired
          maxLength={ALLERGY_NOTE_MAX_LENGTH}
          error={errorOf('allergyNote')}
          {...register('allergyNote')}
        />
      )}
      <p className={styles.total} aria-live="polite">
        <span>{t('restaurants.form.mealTotal')}</span>
        <strong>{formatMoney(total)}</strong>
      </p>
      <Button type="submit" fullWidth isPending={isPending}>
        {isUpdate ? t('restaurants.form.update') : t('restaurants.form.book')}
      </Button>
    </Form>
  );
}
