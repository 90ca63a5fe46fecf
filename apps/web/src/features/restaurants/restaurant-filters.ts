import type { Restaurant, RestaurantTag } from './restaurants-query.ts';

/** The tag codes a visitor ticked, food and services (booking-funnel.md §2, restaurant list). */
export interface TagFilters {
  food: readonly string[];
  services: readonly string[];
}

export const NO_FILTERS: TagFilters = { food: [], services: [] };

/** A restaurant is shown when it has every tag the visitor ticked. */
export function matchesFilters(
  restaurant: Pick<Restaurant, 'tagListFood' | 'tagListServices'>,
  filters: TagFilters,
): boolean {
  const has = (tags: readonly RestaurantTag[], code: string) => tags.some((t) => t.code === code);
  return (
    filters.food.every((code) => has(restaurant.tagListFood, code)) &&
    filters.services.every((code) => has(restaurant.tagListServices, code))
  );
}

/** The tags the listed restaurants carry, each once, in the order they first appear. */
export function tagsOf(
  restaurants: readonly Pick<Restaurant, 'tagListFood' | 'tagListServices'>[],
  list: 'tagListFood' | 'tagListServices',
): RestaurantTag[] {
  const seen = new Map<string, RestaurantTag>();
  for (const restaurant of restaurants) {
    for (const tag of restaurant[list]) if (!seen.has(tag.code)) seen.set(tag.code, tag);
  }
  return [...seen.values()];
}

/** Ticks or unticks a tag of one list. */
export function toggleTag(
  filters: TagFilters,
  list: keyof TagFilters,
  code: string,
  ticked: boolean,
): TagFilters {
  const others = filters[list].filter((c) => c !== code);
  return { ...filters, [list]: ticked ? [...others, code] : others };
}
