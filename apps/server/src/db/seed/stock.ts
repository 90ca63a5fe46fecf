import type { PlatformCode } from '@sesame/domain/platform/platform';
import type { Season, SeededParkDay, SeededSession } from './calendar-rules.ts';

/** A stock row to create: what one date (and session, seat category) of a product can sell. */
export interface SeededStock {
  platform: PlatformCode;
  product: 'PARK' | 'SHOW' | 'PE' | 'PGE';
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
    // The passes give priority at the major shows, which do not play at Christmas.
    if (season === 'P') return [row('PARK', capacity)];
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
