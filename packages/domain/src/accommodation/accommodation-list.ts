import type { Cents } from '../money/cents.ts';

export type HotelType = 'THEMED' | 'PARTNER';
export type DistanceRange = 'ON_SITE' | 'UNDER_10_KM' | 'UNDER_20_KM' | 'OVER_20_KM';
export type AccommodationSort = 'price' | 'distance' | 'stars';

/** The filter by distance: how far from the gate, in km. */
export function distanceRangeOf(km: number): DistanceRange {
  if (km === 0) return 'ON_SITE';
  if (km <= 10) return 'UNDER_10_KM';
  if (km <= 20) return 'UNDER_20_KM';
  return 'OVER_20_KM';
}

/** What the list's rules read of an accommodation (booking-funnel.md §3, list item). */
export interface ListedAccommodation {
  code: string;
  price: Cents | null;
  distance: number;
  stars: number;
  hotelType: HotelType;
  mainServices: ReadonlyArray<{ code: string }>;
  secondaryServices: ReadonlyArray<{ code: string }>;
  rooms: ReadonlyArray<{
    solution: ReadonlyArray<{ stock: ReadonlyArray<{ eventId?: string | null }> }>;
  }>;
}

/**
 * booking-funnel.md §5: an accommodation is listed only when every room solution has stock entries
 * and all of them carry an eventId (a night without a stock row cannot be held). One with no
 * solution for the distribution has nothing to offer and is not listed either.
 */
export function isAccommodationListed(accommodation: Pick<ListedAccommodation, 'rooms'>): boolean {
  return (
    accommodation.rooms.length > 0 &&
    accommodation.rooms.every((room) =>
      room.solution.every(
        (solution) =>
          solution.stock.length > 0 && solution.stock.every((entry) => Boolean(entry.eventId)),
      ),
    )
  );
}

/** booking-funnel.md §2 and §3 (accommodation state): the list's filters; empty means any. */
export interface AccommodationFilters {
  stars?: readonly number[];
  types?: readonly HotelType[];
  distances?: readonly DistanceRange[];
  /** Every service chosen, main or secondary. */
  services?: readonly string[];
  minPrice?: Cents | null;
  maxPrice?: Cents | null;
}

/**
 * booking-funnel.md §5 and readings.md §9: the minimum price may not exceed the maximum; the
 * message says so (« Le prix minimum ne peut pas être supérieur au prix maximum. »).
 */
export function priceFilterError(
  minPrice: Cents | null | undefined,
  maxPrice: Cents | null | undefined,
): 'minAboveMax' | null {
  return minPrice != null && maxPrice != null && minPrice > maxPrice ? 'minAboveMax' : null;
}

const anyOr = <T>(chosen: readonly T[] | undefined, value: T) =>
  !chosen || chosen.length === 0 || chosen.includes(value);

/** The accommodations the filters keep; with the price filter in error, none is dropped by price. */
export function filterAccommodations<A extends ListedAccommodation>(
  list: readonly A[],
  filters: AccommodationFilters,
): A[] {
  const byPrice = priceFilterError(filters.minPrice, filters.maxPrice) === null;
  return list.filter((accommodation) => {
    const services = new Set(
      [...accommodation.mainServices, ...accommodation.secondaryServices].map((s) => s.code),
    );
    const price = accommodation.price;
    return (
      anyOr(filters.stars, accommodation.stars) &&
      anyOr(filters.types, accommodation.hotelType) &&
      anyOr(filters.distances, distanceRangeOf(accommodation.distance)) &&
      (filters.services ?? []).every((code) => services.has(code)) &&
      (!byPrice ||
        ((filters.minPrice == null || (price !== null && price >= filters.minPrice)) &&
          (filters.maxPrice == null || (price !== null && price <= filters.maxPrice))))
    );
  });
}

const COMPARE: Record<
  AccommodationSort,
  (a: ListedAccommodation, b: ListedAccommodation) => number
> = {
  price: (a, b) => (a.price ?? Number.POSITIVE_INFINITY) - (b.price ?? Number.POSITIVE_INFINITY),
  distance: (a, b) => a.distance - b.distance,
  stars: (a, b) => b.stars - a.stars,
};

/**
 * The list's sorting: cheapest first, nearest first or most stars first; ties keep the order the
 * server gave (park hotels first).
 */
export function sortAccommodations<A extends ListedAccommodation>(
  list: readonly A[],
  sort: AccommodationSort,
): A[] {
  return [...list].sort(COMPARE[sort]);
}
