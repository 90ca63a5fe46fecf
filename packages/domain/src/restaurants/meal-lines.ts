import type { Booking } from '../booking/booking.ts';
import { placesFit } from '../catalog/places-fit.ts';
import { addDays } from '../dates/calendar-days.ts';
import { type MealType, mealTypeOf } from './restaurant-rules.ts';
import { sittingOf } from './sitting-event-id.ts';

/** booking-funnel.md §3, a restaurant booking line as the basket sends it (no price, no name). */
export interface MealLine {
  id: string;
  eventId: string;
  code: string;
  date: string;
  time: string;
  /** Adult menus. */
  adults: number;
  /** Child menus. */
  children: number;
  menuAdultCode: string | null;
  menuChildCode: string | null;
}

export type MealLinesRefusal = 'TOO_MANY_MENUS' | 'RESTAURANT_LINE_INVALID';

interface Visit {
  group: { adults: number; children: number };
  startDate: string;
  duration: number;
}

/**
 * booking-funnel.md §3 and §4: whether restaurant lines fit a visit. Each line names one
 * sitting (its eventId, restaurant, day and time agree) on a day of the visit, has a menu, and a
 * menu code exactly for the menus it counts; ids are unique (a line with the same id replaces the
 * old one). At one meal of one day the group has at most a menu per visitor over every sitting,
 * and child menus only for its children; babies eat free and take no menu.
 */
export function mealLinesRefusal(
  lines: readonly MealLine[],
  visit: Visit,
  dinnerThreshold: string,
): MealLinesRefusal | null {
  if (new Set(lines.map((line) => line.id)).size !== lines.length) return 'RESTAURANT_LINE_INVALID';
  const lastDay = addDays(visit.startDate, visit.duration - 1);
  const wellFormed = lines.every((line) => {
    const sitting = sittingOf(line.eventId);
    return (
      sitting?.code === line.code &&
      sitting.date === line.date &&
      sitting.time === line.time &&
      line.date >= visit.startDate &&
      line.date <= lastDay &&
      line.adults + line.children > 0 &&
      line.adults > 0 === Boolean(line.menuAdultCode) &&
      line.children > 0 === Boolean(line.menuChildCode)
    );
  });
  if (!wellFormed) return 'RESTAURANT_LINE_INVALID';

  const meals = new Map<`${string} ${MealType}`, { menus: number; childMenus: number }>();
  for (const line of lines) {
    const key = `${line.date} ${mealTypeOf(line.time, dinnerThreshold)}` as const;
    const meal = meals.get(key) ?? { menus: 0, childMenus: 0 };
    meal.menus += line.adults + line.children;
    meal.childMenus += line.children;
    meals.set(key, meal);
  }
  const { adults, children } = visit.group;
  const fits = [...meals.values()].every(
    (meal) => meal.menus <= adults + children && meal.childMenus <= children,
  );
  return fits ? null : 'TOO_MANY_MENUS';
}

/** The covers each sitting takes (one a menu; babies none), by eventId: what its hold asks for. */
export function coversBySitting(lines: readonly MealLine[]): Map<string, number> {
  const covers = new Map<string, number>();
  for (const line of lines) {
    covers.set(line.eventId, (covers.get(line.eventId) ?? 0) + line.adults + line.children);
  }
  return covers;
}

/**
 * booking-funnel.md §5: a restaurant service needs stock of at least adults plus children; with no
 * group given, a cover at least.
 */
export function sittingFits(
  coversLeft: number,
  group: { adults: number; children: number },
): boolean {
  return placesFit(coversLeft, Math.max(1, group.adults + group.children));
}

/**
 * booking-funnel.md §3 and §4: the restaurant part of the basket a booking sends — the sittings
 * and menus chosen, without names or prices (the server prices them), and the allergy answer
 * with its note.
 */
export function mealBasketFields(
  booking: Pick<Booking, 'restaurants' | 'restaurantAllergies' | 'restaurantAllergyNote'>,
): { restaurants: MealLine[]; restaurantAllergies: boolean; restaurantAllergyNote: string | null } {
  return {
    restaurants: booking.restaurants.map((line) => ({
      id: line.id,
      eventId: line.eventId,
      code: line.code,
      date: line.date,
      time: line.time,
      adults: line.adults,
      children: line.children,
      menuAdultCode: line.adults > 0 ? line.menuAdultCode : null,
      menuChildCode: line.children > 0 ? line.menuChildCode : null,
    })),
    restaurantAllergies: booking.restaurantAllergies,
    restaurantAllergyNote: booking.restaurantAllergies ? booking.restaurantAllergyNote : null,
  };
}
