import { CHILD_MIN_AGE } from '../booking/visitors.ts';
import { type Cents, sumCents, ZERO } from '../money/cents.ts';
import type { RoomDistribution } from './distribution.ts';

/** catalogue.md season tiers (P only for the Spanish Christmas season). */
export type Tier = 'L' | 'M' | 'H' | 'P';

/** A night of a stay: its date and the season tier of that day. */
export interface StayNight {
  date: string;
  tier: Tier;
  /** A Saturday with the night show (catalogue.md §7.6: priced at tier H). */
  showSaturday: boolean;
}

/** catalogue.md §7.6: the tier a night is priced at; night-show Saturdays at H. */
export function nightTier(night: StayNight): Tier {
  return night.showSaturday && night.tier !== 'P' ? 'H' : night.tier;
}

/** A room kind's prices: a room per night by tier, breakfast per adult and child per night. */
export interface RoomRates {
  roomPerNight: Partial<Record<Tier, Cents>>;
  breakfastAdult: Cents;
  breakfastChild: Cents;
  breakfastIncluded: boolean;
}

/** booking-funnel.md §3, price lines: one night of `quantity` rooms of a kind. */
export interface PriceLine {
  roomTypeCode: string;
  date: string;
  priceRoom: Cents;
  unitBreakfastAdultPrice: Cents;
  unitBreakfastChildPrice: Cents;
  quantity: number;
}

/** One line per night, each at its tier's price; null when a night's tier has no price. */
export function nightlyPriceLines(
  roomTypeCode: string,
  nights: readonly StayNight[],
  rates: RoomRates,
  quantity: number,
): PriceLine[] | null {
  const lines: PriceLine[] = [];
  for (const night of nights) {
    const priceRoom = rates.roomPerNight[nightTier(night)];
    if (priceRoom === undefined) return null;
    lines.push({
      roomTypeCode,
      date: night.date,
      priceRoom,
      unitBreakfastAdultPrice: rates.breakfastIncluded ? ZERO : rates.breakfastAdult,
      unitBreakfastChildPrice: rates.breakfastIncluded ? ZERO : rates.breakfastChild,
      quantity,
    });
  }
  return lines;
}

/** Every room every night of the lines, without breakfast. */
export function roomsPrice(lines: readonly PriceLine[]): Cents {
  return sumCents(lines.map((line) => (line.priceRoom * line.quantity) as Cents));
}

/**
 * Breakfast every night for the occupants of a kind's rooms: adults at the adult price, children
 * 3 to 13 at the child price, under-3s free.
 */
export function breakfastPrice(
  lines: readonly PriceLine[],
  occupants: readonly RoomDistribution[],
): Cents {
  const adults = occupants.reduce((sum, room) => sum + room.adults, 0);
  const children = occupants.reduce(
    (sum, room) => sum + room.ages.filter((age) => age >= CHILD_MIN_AGE).length,
    0,
  );
  return sumCents(
    lines.map(
      (line) =>
        (adults * line.unitBreakfastAdultPrice + children * line.unitBreakfastChildPrice) as Cents,
    ),
  );
}
