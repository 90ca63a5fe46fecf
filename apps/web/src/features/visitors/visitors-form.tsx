import type { Group } from '@sesame/domain/booking/booking';
import type { Language } from '@sesame/domain/i18n/language';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { MAX_PER_AGE_BAND } from '@sesame/domain/validation/limits';
import { type FormEvent, Suspense, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Counter } from '../../components/ui/counter.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { Form } from '../../components/ui/form.tsx';
import { useTranslation, withItsTexts } from '../../lib/i18n.ts';
import { loadedLazily } from '../../lib/loaded-lazily.tsx';
import { checkGroup, type GroupErrors, preloadGroupSchema } from './check-group.ts';
import styles from './visitors-form.module.css';

const loadFamilyFields = withItsTexts(() => import('./large-family-fields.tsx'));

/**
 * The large family card's fields and their texts, which most groups never open: they load when a
 * visitor first works on the form, or before the first render of a group that holds a card
 * (main.tsx), and show once there, with nothing in their place meanwhile.
 */
const FamilyFields = loadedLazily((language?: Language) =>
  loadFamilyFields(language).then((module) => module.LargeFamilyFields),
);

export const loadLargeFamilyFields = FamilyFields.load;

const preload = () => {
  preloadGroupSchema();
  void FamilyFields.load().catch(() => undefined);
};

interface VisitorsFormProps {
  /** The park's platform: its large family card has its own fields (catalogue.md §6). */
  platform: PlatformCode;
  initialGroup: Group;
  /** Goes on with a group the schema accepts; the button stays busy until it has. */
  onSubmit: (group: Group) => Promise<void>;
}

type CountField = 'adults' | 'children' | 'babies' | 'disabledAdults' | 'disabledChildren';

/**
 * booking-funnel.md §2 and §3, start page: adults, children and babies with their age bands, the
 * large family card (catalogue.md §6: number and expiry; in Spain the issuing community and the
 * category too) and the disability count. The group is checked by the domain's schema.
 */
export function VisitorsForm({ platform, initialGroup, onSubmit }: VisitorsFormProps) {
  const { t } = useTranslation();
  const [group, setGroup] = useState(initialGroup);
  const [errors, setErrors] = useState<GroupErrors>({});
  const [refusal, setRefusal] = useState({ attempt: 0, errorCount: 0 });
  const [isChecking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);

  // Once a submit failed, the errors follow each change.
  const change = (next: Group) => {
    setGroup(next);
    if (refusal.attempt > 0) void checkGroup(platform, next).then(setErrors);
  };
  const set = <F extends keyof Group>(field: F, value: Group[F]) =>
    change({ ...group, [field]: value });

  const setCount = (field: CountField, value: number) => {
    const next = { ...group, [field]: value };
    // Nobody can be counted disabled beyond the visitors of their age band.
    next.disabledAdults = Math.min(next.disabledAdults, next.adults);
    next.disabledChildren = Math.min(next.disabledChildren, next.children);
    change(next);
  };
  const counter = (field: CountField) => ({
    value: group[field],
    onChange: (value: number) => setCount(field, value),
  });
  const errorOf = (field: keyof Group) => {
    const key = errors[field];
    return key && t(key);
  };

  // The schema and what follows load on the first submit at the latest: when they cannot (the
  // network), the visitor is told so and may press again.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    setFailed(false);
    try {
      // A refused card's fields are there to take the focus.
      const [found] = await Promise.all([
        checkGroup(platform, group),
        group.hasLargeFamilyCard ? FamilyFields.load() : undefined,
      ]);
      setErrors(found);
      const errorCount = Object.keys(found).length;
      setRefusal(({ attempt }) => ({ attempt: attempt + 1, errorCount }));
      if (errorCount === 0) await onSubmit(group);
    } catch {
      setFailed(true);
    } finally {
      setChecking(false);
    }
  };

  const countsError = errorOf('adults') ?? errorOf('children') ?? errorOf('babies');
  const disabledError = errorOf('disabledAdults') ?? errorOf('disabledChildren');

  return (
    <Form
      className={styles.form}
      refusal={refusal}
      onSubmit={submit}
      onFocusCapture={preload}
      onPointerDownCapture={preload}
    >
      <section className={styles.section} aria-labelledby="visitors-heading">
        <h2 id="visitors-heading" className={styles.heading}>
          {t('start.group.title')}
        </h2>
        <fieldset
          className={styles.counters}
          aria-labelledby="visitors-heading"
          aria-describedby={countsError ? 'visitors-error' : undefined}
        >
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
        </fieldset>
        {countsError && <FieldError id="visitors-error">{countsError}</FieldError>}
      </section>

      <section className={styles.section} aria-labelledby="family-heading">
        <h2 id="family-heading" className={styles.heading}>
          {t('start.largeFamily.title')}
        </h2>
        <Checkbox
          name="hasLargeFamilyCard"
          checked={group.hasLargeFamilyCard}
          onChange={(event) => set('hasLargeFamilyCard', event.target.checked)}
        >
          {t('start.largeFamily.hasCard')}
        </Checkbox>
        {group.hasLargeFamilyCard && (
          <Suspense fallback={null}>
            <FamilyFields.Component
              platform={platform}
              group={group}
              errorOf={errorOf}
              onChange={set}
            />
          </Suspense>
        )}
      </section>

      <section className={styles.section} aria-labelledby="disability-heading">
        <h2 id="disability-heading" className={styles.heading}>
          {t('start.disability.title')}
        </h2>
        <Checkbox
          name="hasPsh"
          checked={group.hasPsh}
          onChange={(event) =>
            change(
              event.target.checked
                ? { ...group, hasPsh: true }
                : { ...group, hasPsh: false, disabledAdults: 0, disabledChildren: 0 },
            )
          }
        >
          {t('start.disability.hasPsh')}
        </Checkbox>
        {group.hasPsh && (
          <fieldset
            className={styles.reveal}
            aria-labelledby="disability-heading"
            aria-describedby={disabledError ? 'disabled-error' : undefined}
          >
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
            {disabledError && <FieldError id="disabled-error">{disabledError}</FieldError>}
            <p className={styles.note}>{t('start.disability.note')}</p>
          </fieldset>
        )}
      </section>

      {failed && <Alert tone="danger">{t('errors.GENERIC')}</Alert>}
      <Button type="submit" fullWidth isPending={isChecking}>
        {t('common.continue')}
      </Button>
    </Form>
  );
}
