import type { Booking } from '../booking/booking.ts';
import type { MealLine } from '../restaurants/meal-lines.ts';
import { type MealType, mealTypeOf } from '../restaurants/restaurant-rules.ts';
import { sittingOf } from '../restaurants/sitting-event-id.ts';
import { alreadyBooked, bookedProducts } from './already-booked.ts';

/** Menus a visit already has at one sitting: its day and start time, its adult and child menus. */
export interface BookedMenus {
  date: string;
  time: string;
  adults: number;
  children: number;
}

/** A group's visitors by the menus they may take: any of them an adult menu, `children` a child menu. */
export interface MenuTakers {
  adults: number;
  children: number;
}

/**
 * The menus of a visit's restaurant lines (booking-funnel.md §3: a line per menu of a sitting,
 * coded by the sitting's eventId, with its adult and child menus); a code naming no sitting is
 * no meal.
 */
export function bookedMenus(
  lines: ReadonlyArray<{ code: string; adults: number; children: number }>,
): BookedMenus[] {
  return lines.flatMap((line) => {
    const sitting = sittingOf(line.code);
    return sitting
      ? [{ date: sitting.date, time: sitting.time, adults: line.adults, children: line.children }]
      : [];
  });
}

/**
 * checkout-and-account.md §4, completion mode, with booking-funnel.md §3 and §4 (at one meal of
 * one day a menu per visitor at most, child menus for the children only): the visitors of the
 * group still without a menu at `meal`, given the menus the visit already has. The restaurant
 * step offers menus to them only; a meal with nobody left is already booked.
 */
export function visitorsWithoutMenu(
  group: { adults: number; children: number },
  booked: readonly BookedMenus[],
  meal: { date: string; mealType: MealType },
  dinnerThreshold: string,
): MenuTakers {
  const atMeal = booked.filter(
    (menus) =>
      menus.date === meal.date && mealTypeOf(menus.time, dinnerThreshold) === meal.mealType,
  );
  const menus = atMeal.reduce((sum, m) => sum + m.adults + m.children, 0);
  const childMenus = atMeal.reduce((sum, m) => sum + m.children, 0);
  const left = Math.max(0, group.adults + group.children - menus);
  const children = Math.min(left, Math.max(0, group.children - childMenus));
  return { adults: left - children, children };
}

/**
 * checkout-and-account.md §4: who of a booking's group may still have a menu at `meal` — in
 * completion mode, the group less the menus the paid order has there (its old bookings); else the
 * whole group.
 */
export function mealTakers(
  booking: Pick<Booking, 'group' | 'oldBasket'>,
  meal: { date: string; mealType: MealType },
  dinnerThreshold: string,
): MenuTakers {
  const booked = bookedMenus(alreadyBooked(bookedProducts(booking)).restaurants);
  return visitorsWithoutMenu(booking.group, booked, meal, dinnerThreshold);
}

/**
 * checkout-and-account.md §4, completion mode: the meals a completion adds fit the visitors
 * `visitorsWithoutMenu` leaves at each of their meals; TOO_MANY_MENUS when one has more menus
 * (or child menus) than that. Each line's own rules are `mealLinesRefusal`'s.
 */
export function extraMealsRefusal(
  lines: readonly MealLine[],
  booked: readonly BookedMenus[],
  group: { adults: number; children: number },
  dinnerThreshold: string,
): 'TOO_MANY_MENUS' | null {
  const meals = new Map<string, { date: string; mealType: MealType } & MenuTakers>();
  for (const line of lines) {
    const mealType = mealTypeOf(line.time, dinnerThreshold);
    const key = `${line.date} ${mealType}`;
    const meal = meals.get(key) ?? { date: line.date, mealType, adults: 0, children: 0 };
    meal.adults += line.adults;
    meal.children += line.children;
    meals.set(key, meal);
  }
  const fits = [...meals.values()].every((meal) => {
    const left = visitorsWithoutMenu(group, booked, meal, dinnerThreshold);
    return (
      meal.adults + meal.children <= left.adults + left.children && meal.children <= left.children
    );
  });
  return fits ? null : 'TOO_MANY_MENUS';
}
