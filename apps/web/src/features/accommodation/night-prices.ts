import { type Cents, cents, sumCents } from '@sesame/domain/money/cents';

/** One night of a solution: its date and what its rooms cost that night, breakfast aside. */
export interface NightPrice {
  date: string;
  price: Cents;
}

/**
 * booking-funnel.md §3, price lines: a solution's rooms night by night, each night every room
 * kind's `priceRoom` times its rooms (the domain's roomsPrice, one night at a time), in the order
 * of the nights. Their sum is the solution's `price`.
 */
export function nightPrices(
  lines: ReadonlyArray<{ date: string; priceRoom: number; quantity: number }>,
): NightPrice[] {
  const byNight = new Map<string, Cents[]>();
  for (const line of lines) {
    const amounts = byNight.get(line.date) ?? [];
    amounts.push(cents(line.priceRoom * line.quantity));
    byNight.set(line.date, amounts);
  }
  return [...byNight]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, amounts]) => ({ date, price: sumCents(amounts) }));
}
