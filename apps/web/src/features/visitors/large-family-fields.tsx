import type { Group } from '@sesame/domain/booking/booking';
import {
  AUTONOMOUS_COMMUNITIES,
  FAMILY_CARD_CATEGORIES,
} from '@sesame/domain/booking/large-family-card';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './visitors-form.module.css';

export type CardField =
  | 'largeFamilyCardNumber'
  | 'largeFamilyCardValidity'
  | 'largeFamilyCardArea'
  | 'largeFamilyCardCategory';

interface LargeFamilyFieldsProps {
  platform: PlatformCode;
  group: Group;
  errorOf: (field: CardField) => string | undefined;
  onChange: <F extends CardField>(field: F, value: Group[F]) => void;
}

/**
 * catalogue.md §6, the large family card of the start page once ticked: its number and expiry; in
 * Spain the issuing community and the category too.
 */
export function LargeFamilyFields({ platform, group, errorOf, onChange }: LargeFamilyFieldsProps) {
  const { t } = useTranslation();
  const text = (field: Exclude<CardField, 'largeFamilyCardCategory'>) => ({
    name: field,
    value: group[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  return (
    <div className={styles.reveal}>
      <Field
        label={t('start.largeFamily.number')}
        isRequired
        maxLength={25}
        autoComplete="off"
        error={errorOf('largeFamilyCardNumber')}
        {...text('largeFamilyCardNumber')}
      />
      <Field
        label={t('start.largeFamily.validity')}
        description={t('start.largeFamily.validityHint')}
        isRequired
        type="date"
        error={errorOf('largeFamilyCardValidity')}
        {...text('largeFamilyCardValidity')}
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
            {...text('largeFamilyCardArea')}
          />
          <ChoiceGroup
            legend={t('start.largeFamily.category')}
            isRequired
            choices={FAMILY_CARD_CATEGORIES.map((category) => ({
              value: category,
              label: t(`start.largeFamily.categories.${category}`),
            }))}
            value={group.largeFamilyCardCategory || null}
            onChange={(category) => onChange('largeFamilyCardCategory', category)}
            error={errorOf('largeFamilyCardCategory')}
          />
        </>
      )}
      <p className={styles.note}>{t(`start.largeFamily.note.${platform}`)}</p>
    </div>
  );
}
