import type { Group } from '@sesame/domain/booking/booking';
import { MAX_PER_AGE_BAND } from '@sesame/domain/booking/visitors';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Counter } from '../../components/ui/counter.tsx';
import { Field } from '../../components/ui/field.tsx';
import { type GroupErrors, preloadGroupValidation, validateGroup } from './group-errors.ts';
import styles from './visitors-form.module.css';

interface VisitorsFormProps {
  initialGroup: Group;
  onSubmit: (group: Group) => void;
}

/**
 * booking-funnel.md §2 and §3, start page: adults, children and babies with their age bands, the
 * large family card and the disability count. The group is checked by the domain's schema.
 */
export function VisitorsForm({ initialGroup, onSubmit }: VisitorsFormProps) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<Group>(initialGroup);
  const [errors, setErrors] = useState<GroupErrors>({});
  const [isChecking, setChecking] = useState(false);

  const update = (changes: Partial<Group>) => {
    setGroup((current) => {
      const next = { ...current, ...changes };
      // Nobody can be counted disabled beyond the visitors of their age band.
      next.disabledAdults = Math.min(next.disabledAdults, next.adults);
      next.disabledChildren = Math.min(next.disabledChildren, next.children);
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    const found = await validateGroup(group);
    setChecking(false);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(group);
  };

  const message = (field: keyof Group) => (errors[field] ? t(errors[field]) : undefined);
  const countsError = errors.adults ?? errors.children ?? errors.babies;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      onFocusCapture={preloadGroupValidation}
      onPointerDownCapture={preloadGroupValidation}
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
            value={group.adults}
            min={0}
            max={MAX_PER_AGE_BAND}
            onChange={(adults) => update({ adults })}
            decrementLabel={t('start.group.removeAdult')}
            incrementLabel={t('start.group.addAdult')}
          />
          <Counter
            label={t('start.group.children')}
            description={t('start.group.childrenAge')}
            value={group.children}
            min={0}
            max={MAX_PER_AGE_BAND}
            onChange={(children) => update({ children })}
            decrementLabel={t('start.group.removeChild')}
            incrementLabel={t('start.group.addChild')}
          />
          <Counter
            label={t('start.group.babies')}
            description={t('start.group.babiesAge')}
            value={group.babies}
            min={0}
            max={MAX_PER_AGE_BAND}
            onChange={(babies) => update({ babies })}
            decrementLabel={t('start.group.removeBaby')}
            incrementLabel={t('start.group.addBaby')}
          />
        </div>
        {countsError && <Alert tone="danger">{t(countsError)}</Alert>}
      </section>

      <section className={styles.section} aria-labelledby="family-heading">
        <h2 id="family-heading" className={styles.heading}>
          {t('start.largeFamily.title')}
        </h2>
        <Checkbox
          checked={group.hasLargeFamilyCard}
          onChange={(event) => update({ hasLargeFamilyCard: event.target.checked })}
        >
          {t('start.largeFamily.hasCard')}
        </Checkbox>
        {group.hasLargeFamilyCard && (
          <div className={styles.reveal}>
            <Field
              label={t('start.largeFamily.number')}
              isRequired
              maxLength={25}
              autoComplete="off"
              value={group.largeFamilyCardNumber}
              onChange={(event) => update({ largeFamilyCardNumber: event.target.value })}
              error={message('largeFamilyCardNumber')}
            />
            <Field
              label={t('start.largeFamily.validity')}
              description={t('start.largeFamily.validityHint')}
              isRequired
              type="date"
              value={group.largeFamilyCardValidity}
              onChange={(event) => update({ largeFamilyCardValidity: event.target.value })}
              error={message('largeFamilyCardValidity')}
            />
            <Field
              label={t('start.largeFamily.area')}
              description={t('start.largeFamily.areaHint')}
              maxLength={50}
              value={group.largeFamilyCardArea}
              onChange={(event) => update({ largeFamilyCardArea: event.target.value })}
              error={message('largeFamilyCardArea')}
            />
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="disability-heading">
        <h2 id="disability-heading" className={styles.heading}>
          {t('start.disability.title')}
        </h2>
        <Checkbox
          checked={group.hasPsh}
          onChange={(event) =>
            update(
              event.target.checked
                ? { hasPsh: true }
                : { hasPsh: false, disabledAdults: 0, disabledChildren: 0 },
            )
          }
        >
          {t('start.disability.hasPsh')}
        </Checkbox>
        {group.hasPsh && (
          <div className={styles.reveal}>
            <Counter
              label={t('start.disability.adults')}
              value={group.disabledAdults}
              min={0}
              max={group.adults}
              onChange={(disabledAdults) => update({ disabledAdults })}
              decrementLabel={t('start.disability.removeAdult')}
              incrementLabel={t('start.disability.addAdult')}
            />
            <Counter
              label={t('start.disability.children')}
              value={group.disabledChildren}
              min={0}
              max={group.children}
              onChange={(disabledChildren) => update({ disabledChildren })}
              decrementLabel={t('start.disability.removeChild')}
              incrementLabel={t('start.disability.addChild')}
            />
            {(errors.disabledAdults ?? errors.disabledChildren) && (
              <Alert tone="danger">
                {t(errors.disabledAdults ?? errors.disabledChildren ?? 'validation.format')}
              </Alert>
            )}
            <p className={styles.note}>{t('start.disability.note')}</p>
          </div>
        )}
      </section>

      <Button type="submit" fullWidth isPending={isChecking}>
        {t('common.continue')}
      </Button>
    </form>
  );
}
