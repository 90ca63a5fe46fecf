/** booking-funnel.md §3 and §9: lunch or dinner, told apart by the configured dinner threshold. */
export const MEAL_TYPES = ['lunch', 'dinner'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** A sitting's start time, HH:MM on a 24-hour clock. */
export const SITTING_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * booking-funnel.md §5 and §9: what a platform's configuration says of restaurants (the spec
 * names these values without giving them; the seed sets them per platform).
 */
export interface RestaurantRules {
  /** Online booking closes this many hours before the visit day starts (72: 3 days). */
  bookingHoursInAdvance: number;
  /** A sitting from this time (HH:MM) on is a dinner; before it, a lunch. */
  dinnerThreshold: string;
  /** booking-funnel.md §5: menus with a zero price are left out of the lists. */
  hideZeroPriceMenus: boolean;
}

/** booking-funnel.md §4 (completion) and §9: a sitting is a lunch when it starts before the threshold. */
export function mealTypeOf(time: string, dinnerThreshold: string): MealType {
  return time < dinnerThreshold ? 'lunch' : 'dinner';
}
