import { MEAL_TYPES } from '@sesame/domain/restaurants/restaurant-rules';
import type { MealType, Restaurant } from './restaurants-query.ts';

/** A meal of the visit a restaurant serves, and whether a sitting has room for the group. */
export interface ServedMeal {
  date: string;
  mealType: MealType;
  isAvailable: boolean;
  times: string[];
}

export interface VisitRestaurant {
  restaurant: Restaurant;
  meals: ServedMeal[];
}

/**
 * booking-funnel.md §2, restaurant list: the restaurants of every day asked, each once (as the
 * first day shows it), with the meals of the visit it serves in the order of the visit (lunch
 * before dinner); only the meal asked on `restaurants/{date}/{type}`.
 */
export function visitRestaurants(
  days: ReadonlyArray<{ date: string; restaurants: readonly Restaurant[] }>,
  mealType: MealType | null,
): VisitRestaurant[] {
  const byCode = new Map<string, VisitRestaurant>();
  for (const { date, restaurants } of days) {
    for (const restaurant of restaurants) {
      const entry = byCode.get(restaurant.code) ?? { restaurant, meals: [] };
      for (const type of MEAL_TYPES) {
        if (mealType && type !== mealType) continue;
        const services = restaurant.services.filter((s) => s.mealType === type);
        if (services.length === 0) continue;
        entry.meals.push({
          date,
          mealType: type,
          isAvailable: services.some((s) => s.valid),
          times: services.map((s) => s.serviceTime),
        });
      }
      if (entry.meals.length > 0) byCode.set(restaurant.code, entry);
    }
  }
  return [...byCode.values()];
}
