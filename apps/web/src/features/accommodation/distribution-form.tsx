import {
  type DistributionProblem,
  distributionProblems,
  MAX_ROOMS,
  newRoom,
  type RoomDistribution,
  roomOccupants,
} from '@sesame/domain/accommodation/distribution';
import { distributionProblemText } from '@sesame/domain/accommodation/distribution-messages';
import type { Group } from '@sesame/domain/booking/booking';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Counter } from '../../components/ui/counter.tsx';
import { useGroupText } from '../../lib/group-text.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLanguage } from '../../lib/use-language.ts';
import styles from './distribution-form.module.css';
import { RoomFields } from './room-fields.tsx';

type GroupSize = Pick<Group, 'adults' | 'children' | 'babies'>;

interface DistributionFormProps {
  group: GroupSize;
  initialRooms: RoomDistribution[];
  onSubmit: (rooms: RoomDistribution[]) => void;
}

/** Who of the group is in no room yet (never below 0: a surplus is the domain's error). */
function unplaced(rooms: readonly RoomDistribution[], group: GroupSize): GroupSize {
  const placed = rooms.map(roomOccupants);
  const sum = (band: keyof GroupSize) => placed.reduce((total, room) => total + room[band], 0);
  return {
    adults: Math.max(0, group.adults - sum('adults')),
    children: Math.max(0, group.children - sum('children')),
    babies: Math.max(0, group.babies - sum('babies')),
  };
}

/**
 * booking-funnel.md §3 and §5, room distribution: how many rooms and who sleeps in each. Every
 * visitor must be placed; 5 per room is recommended; a refused distribution says what is wrong,
 * with the domain's rules and words.
 */
export function DistributionForm({ group, initialRooms, onSubmit }: DistributionFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const occupantsText = useGroupText();
  const [rooms, setRooms] = useState<RoomDistribution[]>(initialRooms);
  const [problems, setProblems] = useState<DistributionProblem[]>([]);
  const problemsRef = useRef<HTMLDivElement>(null);
  const left = unplaced(rooms, group);
  const everyonePlaced = left.adults + left.children + left.babies === 0;

  const setRoomCount = (count: number) =>
    setRooms((current) =>
      count > current.length
        ? [...current, ...Array.from({ length: count - current.length }, newRoom)]
        : current.slice(0, count),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = distributionProblems(rooms, group);
    setProblems(found);
    if (found.length === 0) onSubmit(rooms);
    else requestAnimationFrame(() => problemsRef.current?.focus());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.group}>
        {t('accommodation.distribution.group', { who: occupantsText(group) })}
      </p>
      <Counter
        label={t('accommodation.distribution.rooms')}
        value={rooms.length}
        min={1}
        max={MAX_ROOMS}
        onChange={setRoomCount}
        decrementLabel={t('accommodation.distribution.fewerRooms')}
        incrementLabel={t('accommodation.distribution.moreRooms')}
      />
      <p className={styles.note}>{t('accommodation.distribution.recommended')}</p>
      <div className={styles.rooms}>
        {rooms.map((room, index) => (
          <RoomFields
            // Rooms are numbered by position, which is what a visitor edits.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            number={index + 1}
            room={room}
            onChange={(changed) =>
              setRooms((current) => current.map((old, i) => (i === index ? changed : old)))
            }
          />
        ))}
      </div>
      <p className={styles.status} aria-live="polite">
        {everyonePlaced
          ? t('accommodation.distribution.allPlaced')
          : t('accommodation.distribution.toPlace', { who: occupantsText(left) })}
      </p>
      {problems.length > 0 && (
        <div ref={problemsRef} tabIndex={-1} className={styles.problems}>
          <Alert tone="danger" title={t('accommodation.distribution.problemsTitle')}>
            <ul>
              {problems.map((problem) => (
                <li key={JSON.stringify(problem)}>{distributionProblemText(problem, language)}</li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
      <Button type="submit" fullWidth>
        {t('accommodation.distribution.submit')}
      </Button>
    </form>
  );
}
