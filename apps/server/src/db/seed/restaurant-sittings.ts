import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { SeededParkDay, SeededSession } from './calendar-rules.ts';

/** A sitting's stock row: the restaurant's covers at one start time of an open day. */
export interface SeededSitting {
  platform: PlatformCode;
  product: string;
  date: string;
  session: string;
  category: '';
  capacity: number;
}

/** Start times every `minutes` from `first` to `last` included (HH:MM). */
function every(minutes: number, first: string, last: string): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let at = toMinutes(first); at <= toMinutes(last); at += minutes) {
    times.push(
      `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`,
    );
  }
  return times;
}

interface SittingRule {
  platform: PlatformCode;
  code: string;
  covers: number;
  times(day: SeededParkDay, showDay: boolean): string[];
}

/** catalogue.md §7.7: covers per sitting and the sittings of each restaurant. */
const rules: SittingRule[] = [
  {
    platform: 'fr',
    code: 'R-FR-BAN',
    covers: 600,
    // The dinner show plays before the night show on its days, later on the others.
    times: (_day, showDay) => ['11:45', '13:00', showDay ? '18:30' : '19:45'],
  },
  {
    platform: 'fr',
    code: 'R-FR-ROT',
    covers: 250,
    // 1 h 15 slots within 11:30–14:00 and 18:30–21:00.
    times: () => [...every(75, '11:30', '12:45'), ...every(75, '18:30', '19:45')],
  },
  {
    platform: 'fr',
    code: 'R-FR-BIS',
    covers: 180,
    // Table service: a table every 45 minutes within 11:45–14:30 and 19:00–21:30.
    times: () => [...every(45, '11:45', '14:30'), ...every(45, '19:00', '21:30')],
  },
  { platform: 'es', code: 'R-ES-PAT', covers: 200, times: () => ['13:30', '20:00'] },
  {
    platform: 'es',
    code: 'R-ES-VEN',
    covers: 400,
    // Quick service: half-hour slots within 12:00–16:30 and 19:00–22:00.
    times: () => [...every(30, '12:00', '16:30'), ...every(30, '19:00', '22:00')],
  },
];

/**
 * The sittings of a platform's restaurants on its open days, as stock rows (decision 6). A
 * restaurant serves from the park's opening: on the Spanish summer days the park opens at 17:00
 * (catalogue.md §7.9), so only the dinners are served.
 */
export function sittingRows(
  platform: PlatformCode,
  days: readonly SeededParkDay[],
  sessions: readonly SeededSession[],
): SeededSitting[] {
  const showDays = new Set(sessions.map((session) => session.date));
  return rules
    .filter((rule) => rule.platform === platform)
    .flatMap((rule) =>
      days.flatMap((day) =>
        rule
          .times(day, showDays.has(day.date))
          .filter((time) => time >= day.opensAt)
          .map(
            (time): SeededSitting => ({
              platform,
              product: rule.code,
              date: day.date,
              session: time,
              category: '',
              capacity: rule.covers,
            }),
          ),
      ),
    );
}
