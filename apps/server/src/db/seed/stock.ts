import { CHRISTMAS_ACTIVITY_CODE } from '@sesame/domain/catalog/christmas-activity';
import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { Season, SeededParkDay, SeededSession } from './calendar-rules.ts';

/** A stock row to create: what one date (and session, seat category) of a product can sell. */
export interface SeededStock {
  platform: PlatformCode;
  product: 'PARK' | 'SHOW' | 'PE' | 'PGE' | typeof CHRISTMAS_ACTIVITY_CODE;
  date: string;
  session: string;
  category: string;
  capacity: number;
}

/** catalogue.md §7.4: park day tickets by tier; the Spanish Christmas days open at the high figure. */
const parkCapacity: Record<PlatformCode, Record<Season, number>> = {
  fr: { L: 14_000, M: 20_000, H: 26_000, P: 26_000 },
  es: { L: 8_000, M: 10_000, H: 12_000, P: 12_000 },
};

/** catalogue.md §7.4: seats of one show session by category (Bronze, Silver, Golden Square). */
const showCapacity: Record<PlatformCode, Record<'LVL1' | 'LVL2' | 'LVL3', number>> = {
  fr: { LVL1: 7_200, LVL2: 3_600, LVL3: 1_200 },
  es: { LVL1: 3_600, LVL2: 1_800, LVL3: 600 },
};

/** catalogue.md §7.4: the passes are a share of the day's park stock. */
const passShare = { PE: 0.08, PGE: 0.02 } as const;

/** catalogue.md §7.1 and §7.4: La Posada's 15-minute slots from 10:30 to 19:30, 25 children each. */
const posada = { firstSlot: 10 * 60 + 30, endsAt: 19 * 60 + 30, minutes: 15, children: 25 };

/** The start times of La Posada's slots of a day: 10:30, 10:45 … 19:15 (36 slots). */
function posadaSlots(): string[] {
  const slots: string[] = [];
  for (let start = posada.firstSlot; start < posada.endsAt; start += posada.minutes) {
    const hours = String(Math.floor(start / 60)).padStart(2, '0');
    slots.push(`${hours}:${String(start % 60).padStart(2, '0')}`);
  }
  return slots;
}

export function stockRows(
  platform: PlatformCode,
  days: SeededParkDay[],
  sessions: SeededSession[],
): SeededStock[] {
  const daily = days.flatMap(({ date, season }): SeededStock[] => {
    const capacity = parkCapacity[platform][season];
    const row = (product: SeededStock['product'], places: number): SeededStock => ({
      platform,
      product,
      date,
      session: '',
      category: '',
      capacity: places,
    });
    // The passes give priority at the major shows, which do not play at Christmas; La Posada
    // receives the children on the Christmas days instead.
    if (season === 'P')
      return [
        row('PARK', capacity),
        ...posadaSlots().map((slot) => ({
          ...row(CHRISTMAS_ACTIVITY_CODE, posada.children),
          session: slot,
        })),
      ];
    return [
      row('PARK', capacity),
      row('PE', Math.round(capacity * passShare.PE)),
      row('PGE', Math.round(capacity * passShare.PGE)),
    ];
  });
  const seats = sessions.flatMap(({ date, startsAt }) =>
    Object.entries(showCapacity[platform]).map(
      ([category, capacity]): SeededStock => ({
        platform,
        product: 'SHOW',
        date,
        session: startsAt,
        category,
        capacity,
      }),
    ),
  );
  return [...daily, ...seats];
}
