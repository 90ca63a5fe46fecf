import {
  aboveRecommendation,
  DEFAULT_BABY_AGE,
  DEFAULT_CHILD_AGE,
  MAX_CHILD_AGE,
  MAX_ROOM_OCCUPANCY,
  type RoomDistribution,
} from '@sesame/domain/accommodation/distribution';
import { CHILD_MIN_AGE } from '@sesame/domain/booking/visitors';
import { Counter } from '../../components/ui/counter.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './distribution-form.module.css';

type Band = 'children' | 'babies';

const isBaby = (age: number) => age < CHILD_MIN_AGE;
const AGES: Record<Band, number[]> = {
  children: Array.from({ length: MAX_CHILD_AGE - CHILD_MIN_AGE + 1 }, (_, i) => CHILD_MIN_AGE + i),
  babies: Array.from({ length: CHILD_MIN_AGE }, (_, i) => i),
};
const DEFAULT_AGE: Record<Band, number> = { children: DEFAULT_CHILD_AGE, babies: DEFAULT_BABY_AGE };

function withAges(room: RoomDistribution, ages: number[]): RoomDistribution {
  return { ...room, ages, children: ages.length };
}

interface RoomFieldsProps {
  number: number;
  room: RoomDistribution;
  onChange: (room: RoomDistribution) => void;
}

/**
 * One room of the distribution: its adults, children (3 to 13) and babies (under 3, in a cot),
 * each child with an age (defaults 11 and 1, booking-funnel.md §9).
 */
export function RoomFields({ number, room, onChange }: RoomFieldsProps) {
  const { t } = useTranslation();
  const ofBand = (band: Band) => room.ages.filter((age) => isBaby(age) === (band === 'babies'));
  const otherBand = (band: Band) => room.ages.filter((age) => isBaby(age) !== (band === 'babies'));
  const setCount = (band: Band, count: number) => {
    const current = ofBand(band);
    const next =
      count > current.length
        ? [...current, ...Array<number>(count - current.length).fill(DEFAULT_AGE[band])]
        : current.slice(0, count);
    onChange(
      withAges(
        room,
        band === 'children' ? [...next, ...otherBand(band)] : [...otherBand(band), ...next],
      ),
    );
  };
  const setAge = (band: Band, index: number, age: number) => {
    const ages = ofBand(band).map((current, i) => (i === index ? age : current));
    onChange(
      withAges(
        room,
        band === 'children' ? [...ages, ...otherBand(band)] : [...otherBand(band), ...ages],
      ),
    );
  };
  const counter = (band: 'adults' | Band, value: number, onValue: (value: number) => void) => {
    const what = t(`accommodation.distribution.${band}`);
    return (
      <Counter
        label={what}
        description={t(`accommodation.distribution.${band}Hint`)}
        value={value}
        min={0}
        max={MAX_ROOM_OCCUPANCY}
        onChange={onValue}
        decrementLabel={t('accommodation.distribution.less', { what, room: number })}
        incrementLabel={t('accommodation.distribution.more', { what, room: number })}
      />
    );
  };
  const ageSelects = (band: Band) =>
    ofBand(band).map((age, index) => (
      <SelectField
        // Ages are edited in place: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        key={index}
        className={styles.age}
        label={t(
          band === 'children'
            ? 'accommodation.distribution.childAge'
            : 'accommodation.distribution.babyAge',
          {
            number: index + 1,
          },
        )}
        placeholder=""
        value={String(age)}
        onChange={(event) => {
          if (event.target.value !== '') setAge(band, index, Number(event.target.value));
        }}
        options={AGES[band].map((value) => ({
          value: String(value),
          label: t('accommodation.distribution.years', { count: value }),
        }))}
      />
    ));
  return (
    <fieldset className={styles.room}>
      <legend className={styles.roomTitle}>
        {t('accommodation.distribution.room', { number })}
      </legend>
      {counter('adults', room.adults, (adults) => onChange({ ...room, adults }))}
      {counter('children', ofBand('children').length, (count) => setCount('children', count))}
      {ofBand('children').length > 0 && <div className={styles.ages}>{ageSelects('children')}</div>}
      {counter('babies', ofBand('babies').length, (count) => setCount('babies', count))}
      {ofBand('babies').length > 0 && <div className={styles.ages}>{ageSelects('babies')}</div>}
      {aboveRecommendation(room) && (
        <p className={styles.warning}>
          {t('accommodation.distribution.aboveRecommended', { number })}
        </p>
      )}
    </fieldset>
  );
}
