/**
 * booking-funnel.md §3 offer status (full) and §5 (stock at or above the group size): a group
 * fits where the places left are at least the places it takes — adults and children, babies
 * taking none (`payingVisitors`).
 */
export function placesFit(placesLeft: number, places: number): boolean {
  return placesLeft >= places;
}
