import { type Cents, cents, sumCents } from '../money/cents.ts';

/** One day of a pass and its price per person that day, from the season tier of the day. */
export interface PassDay {
  date: string;
  unitPrice: Cents;
}

/** booking-funnel.md §3 Complementary, priceList: a day's price per person and for the group. */
export interface PassDatePrice {
  date: string;
  datePrice: Cents;
  totalPrice: Cents;
}

export interface PassPrice {
  /** The price per person of every day together. */
  unitPrice: Cents;
  priceList: PassDatePrice[];
  /** The pass for the group, every day. */
  totalPrice: Cents;
}

/**
 * catalogue.md §7.3 PE / PGE and booking-funnel.md §4 total price: a pass is priced per person
 * per day at the tier of that day, the same for children; babies go free, so the price divides
 * over the visitors minus the babies.
 */
export function pricePass(
  days: readonly PassDay[],
  group: { adults: number; children: number },
): PassPrice {
  const places = group.adults + group.children;
  const priceList = days.map(({ date, unitPrice }) => ({
    date,
    datePrice: unitPrice,
    totalPrice: cents(unitPrice * places),
  }));
  return {
    unitPrice: sumCents(days.map((day) => day.unitPrice)),
    priceList,
    totalPrice: sumCents(priceList.map((day) => day.totalPrice)),
  };
}

/** booking-funnel.md §5: a pass date with zero price gets zero stock (it cannot be sold). */
export function passPlacesLeft(datePrice: Cents, placesLeft: number): number {
  return datePrice > 0 ? Math.max(0, placesLeft) : 0;
}
