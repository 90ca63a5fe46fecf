import { isLunchTime, type OrderProduct } from './order-to-complete.ts';

/** A booked restaurant sitting, by meal (booking-funnel.md §4, already-booked view). */
export interface BookedMeal {
  code: string;
  name: string;
  date: string | null;
  time: string | null;
  meal: 'lunch' | 'dinner';
  /** Its adult and child menus. */
  adults: number;
  children: number;
}

/** booking-funnel.md §4 and checkout-and-account.md §4: what the order being completed has. */
export interface AlreadyBooked {
  ticket: boolean;
  passes: OrderProduct[];
  activities: OrderProduct[];
  restaurants: BookedMeal[];
  accommodation: OrderProduct[];
}

/** The provider of the park's own hotels (checkout-and-account.md §9). */
const PARK_HOTEL_PROVIDER = 'INTERNE';

/**
 * booking-funnel.md §4, already-booked view: the ticket is booked when old lines exist; the booked
 * passes, activities, restaurants (LUNCH or DINER, lunch before the dinner threshold) and the
 * accommodation an external provider gives.
 */
export function alreadyBooked(oldLines: readonly OrderProduct[]): AlreadyBooked {
  const ofType = (type: string) => oldLines.filter((line) => line.type === type);
  return {
    ticket: oldLines.length > 0,
    passes: ofType('PASS'),
    activities: ofType('ACTIVITY'),
    restaurants: oldLines
      .filter((line) => line.type === 'LUNCH' || line.type === 'DINER')
      .map((line) => ({
        code: line.code,
        name: line.name,
        date: line.dates.accessDate,
        time: line.dates.sessionTime,
        meal: isLunchTime(line.dates.sessionTime) ? 'lunch' : 'dinner',
        adults: line.group.adults,
        children: line.group.children,
      })),
    accommodation: oldLines.filter(
      (line) =>
        line.type === 'ACCOMMODATION' &&
        (line.providerType ?? PARK_HOTEL_PROVIDER) !== PARK_HOTEL_PROVIDER,
    ),
  };
}

/**
 * The extras the completion may still add: a pass or an activity of a code the order already
 * has would be sold twice to the same visitors.
 */
export function isAlreadyBooked(oldLines: ReadonlyArray<{ code: string }>, code: string): boolean {
  return oldLines.some((line) => line.code === code);
}

/** The paid order's lines the completion preset loaded into the booking (its old bookings). */
export function bookedProducts(booking: { oldBasket: unknown }): OrderProduct[] {
  return Array.isArray(booking.oldBasket) ? (booking.oldBasket as OrderProduct[]) : [];
}
