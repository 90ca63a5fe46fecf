import type { Group } from '@sesame/domain/booking/booking';
import {
  AUTONOMOUS_COMMUNITIES,
  FAMILY_CARD_CATEGORIES,
} from '@sesame/domain/booking/large-family-card';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { MAX_PER_AGE_BAND } from '@sesame/domain/validation/limits';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { Counter } from '../../components/ui/counter.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useZodForm } from '../../lib/use-zod-form.ts';
import styles from './visitors-form.module.css';

interface VisitorsFormProps {
  /** The park's platform: its large family card has its own fields (catalogue.md §6). */
  platform: PlatformCode;
  initialGroup: Group;
  onSubmit: (group: Group) => void;
}

type CountField = 'adults' | 'children' | 'babies' | 'disabledAdults' | 'disabledChildren';

/** The schema (and zod) load when a visitor first works on the form, so the start page opens without them. */
const loadGroupSchemas = () => import('@sesame/domain/validation/group-schema');
const groupSchemaLoaders = {
  fr: () => loadGroupSchemas().then((module) => module.groupSchema('fr')),
  es: () => loadGroupSchemas().then((module) => module.groupSchema('es')),
} satisfies Record<PlatformCode, unknown>;
const preloadGroupSchema = () => void loadGroupSchemas();

/**
 * booking-funnel.md §2 and §3, start page: adults, children and babies with their age bands, the
 * large family card (catalogue.md §6: number and expiry; in Spain the issuing community and the
 * category too) and the disability count. The group is checked by the domain's schema.
 */
export function VisitorsForm({ platform, initialGroup, onSubmit }: VisitorsFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, watch, getValues, setValue, trigger, formState, errorOf } =
    useZodForm(groupSchemaLoaders[platform], { defaultValues: initialGroup });
  const group = watch();

  // Counters are not inputs, so they set their values; once a submit failed, errors follow them.
  const setCount = (field: CountField, value: number) => {
    setValue(field, value);
    const { adults, children, disabledAdults, disabledChildren } = getValues();
    // Nobody can be counted disabled beyond the visitors of their age band.
    if (disabledAdults > adults) setValue('disabledAdults', adults);
    if (disabledChildren > children) setValue('disabledChildren', children);
    if (formState.isSubmitted) void trigger();
  };
  const counter = (field: CountField) => ({
    value: group[field],
    onChange: (value: number) => setCount(field, value),
  });

  const countsError = errorOf('adults') ?? errorOf('children') ?? errorOf('babies');
  const disabledError = errorOf('disabledAdults') ?? errorOf('disabledChildren');

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onSubmit)}
      onFocusCapture={preloadGroupSchema}
      onPointerDownCapture={preloadGroupSchema}
      noValidate
    >
      <section className={styles.section} aria-labelledby="visitors-heading">
        <h2 id="visitors-heading" className={styles.heading}>
          {t('start.group.title')}
        </h2>
        <div className={styles.counters}>
          <Counter
            label={t('start.group.adults')}
            description={t('start.group.adultsAge')}
            {...counter('adults')}
            min={0}
            max={MAX_PER_AGE_BAND}
            decrementLabel={t('start.group.removeAdult')}
            incrementLabel={t('start.group.addAdult')}
          />
          <Counter
            label={t('start.group.children')}
            description={t('start.group.childrenAge')}
            {...counter('children')}
            min={0}
            max={MAX_PER_AGE_BAND}
            decrementLabel={t('start.group.removeChild')}
            incrementLabel={t('start.group.addChild')}
          />
          <Counter
            label={t('start.group.babies')}
            description={t('start.group.babiesAge')}
            {...counter('babies')}
            min={0}
            max={MAX_PER_AGE_BAND}
            decrementLabel={t('start.group.removeBaby')}
            incrementLabel={t('start.group.addBaby')}
          />
        </div>
        {countsError && <Alert tone="danger">{countsError}</Alert>}
      </section>

      <section className={styles.section} aria-labelledby="family-heading">
        <h2 id="family-heading" className={styles.heading}>
          {t('start.largeFamily.title')}
        </h2>
        <Checkbox {...register('hasLargeFamilyCard')}>{t('start.largeFamily.hasCard')}</Checkbox>
        {group.hasLargeFamilyCard && (
          <div className={styles.reveal}>
            <Field
              label={t('start.largeFamily.number')}
              isRequired
              maxLength={25}
              autoComplete="off"
              error={errorOf('largeFamilyCardNumber')}
              {...register('largeFamilyCardNumber')}
            />
            <Field
              label={t('start.largeFamily.validity')}
              description={t('start.largeFamily.validityHint')}
              isRequired
              type="date"
              error={errorOf('largeFamilyCardValidity')}
              {...register('largeFamilyCardValidity')}
            />
            {platform === 'es' && (
              <>
                <SelectField
                  label={t('start.largeFamily.area')}
                  placeholder={t('start.largeFamily.chooseCommunity')}
                  isRequired
                  options={AUTONOMOUS_COMMUNITIES.map((code) => ({
                    value: code,
                    label: t(`start.largeFamily.communities.${code}`),
                  }))}
                  error={errorOf('largeFamilyCardArea')}
                  {...register('largeFamilyCardArea')}
                />
                <ChoiceGroup
                  legend={t('start.largeFamily.category')}
                  isRequired
                  choices={FAMILY_CARD_CATEGORIES.map((category) => ({
                    value: category,
                    label: t(`start.largeFamily.categories.${category}`),
                  }))}
                  value={group.largeFamilyCardCategory || null}
                  onChange={(category) => {
                    setValue('largeFamilyCardCategory', category);
                    if (formState.isSubmitted) void trigger();
                  }}
                  error={errorOf('largeFamilyCardCategory')}
                />
              </>
            )}
            <p className={styles.note}>{t(`start.largeFamily.note.${platform}`)}</p>
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="disability-heading">
        <h2 id="disability-heading" className={styles.heading}>
          {t('start.disability.title')}
        </h2>
        <Checkbox
          {...register('hasPsh', {
            onChange: (event: { target: HTMLInputElement }) => {
              if (!event.target.checked) {
                setCount('disabledAdults', 0);
                setCount('disabledChildren', 0);
              }
            },
          })}
        >
          {t('start.disability.hasPsh')}
        </Checkbox>
        {group.hasPsh && (
          <div className={styles.reveal}>
            <Counter
              label={t('start.disability.adults')}
              {...counter('disabledAdults')}
              min={0}
              max={group.adults}
              decrementLabel={t('start.disability.removeAdult')}
              incrementLabel={t('start.disability.addAdult')}
            />
            <Counter
              label={t('start.disability.children')}
              {...counter('disabledChildren')}
              min={0}
              max={group.children}
              decrementLabel={t('start.disability.removeChild')}
              incrementLabel={t('start.disability.addChild')}
            />
            {disabledError && <Alert tone="danger">{disabledError}</Alert>}
            <p className={styles.note}>{t('start.disability.note')}</p>
          </div>
        )}
      </section>

      <Button type="submit" fullWidth isPending={formState.isSubmitting}>
        {t('common.continue')}
      </Button>
    </form>
  );
}
