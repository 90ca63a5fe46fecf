import type { Seating } from '../catalog/offer.ts';
import { type Cents, cents, ZERO } from '../money/cents.ts';

/** booking-funnel.md §3 default prices: what Silver and Golden Square add per person to Bronze. */
export interface SeatSupplements {
  SEATING_LVL2: Cents;
  SEATING_LVL3: Cents;
}

/** booking-funnel.md §3 default prices: a seat category's supplement per person (Bronze adds none). */
export function seatSupplement(seating: Seating, supplements: SeatSupplements): Cents {
  if (seating === 'LVL2') return supplements.SEATING_LVL2;
  if (seating === 'LVL3') return supplements.SEATING_LVL3;
  return ZERO;
}

/** catalogue.md §7.2 NS notes: a seat costs the Bronze unit price plus its supplement, adults and children alike. */
export function seatUnitPrice(
  bronze: { adult: Cents; child: Cents },
  seating: Seating,
  supplements: SeatSupplements,
): { adult: Cents; child: Cents } {
  const supplement = seatSupplement(seating, supplements);
  return { adult: cents(bronze.adult + supplement), child: cents(bronze.child + supplement) };
}
