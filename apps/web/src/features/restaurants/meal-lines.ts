import type { RestaurantLine } from '@sesame/domain/booking/booking';
import { cents, ZERO } from '@sesame/domain/money/cents';
import type { MealChoice } from '@sesame/domain/validation/meal-choice-schema';
import {
  coverPrice,
  type Restaurant,
  type RestaurantMenu,
  type RestaurantService,
} from './restaurants-query.ts';

type Counted = { menu: RestaurantMenu; count: number };

function counted(menus: readonly RestaurantMenu[], counts: Record<string, number>): Counted[] {
  return menus.flatMap((menu) => {
    const count = counts[menu.code] ?? 0;
    return count > 0 ? [{ menu, count }] : [];
  });
}

/**
 * booking-funnel.md §3, restaurant booking lines of one sitting: a line holds an adult menu and a
 * child menu with their counts, so menus are paired in the order they are listed (the first adult
 * menu chosen with the first child menu chosen, and so on). Line ids are the sitting's eventId
 * and the pair's place: booking the sitting again replaces its lines. Prices are the menus'
 * promotional price when they have one, for display; the server prices the basket again.
 */
export function mealLines(
  restaurant: Pick<Restaurant, 'code' | 'title'>,
  service: Pick<RestaurantService, 'eventId' | 'date' | 'serviceTime' | 'mealType'>,
  menus: { adult: readonly RestaurantMenu[]; child: readonly RestaurantMenu[] },
  choice: Pick<MealChoice, 'adultMenus' | 'childMenus' | 'allergies'>,
): RestaurantLine[] {
  const adults = counted(menus.adult, choice.adultMenus);
  const children = counted(menus.child, choice.childMenus);
  return Array.from({ length: Math.max(adults.length, children.length) }, (_, index) => {
    const adult = adults[index];
    const child = children[index];
    const menuAdultPrice = adult ? coverPrice(adult.menu) : ZERO;
    const menuChildPrice = child ? coverPrice(child.menu) : ZERO;
    return {
      id: `${service.eventId}#${index}`,
      eventId: service.eventId,
      code: restaurant.code,
      title: restaurant.title,
      date: service.date,
      time: service.serviceTime,
      isLunch: service.mealType === 'lunch',
      adults: adult?.count ?? 0,
      children: child?.count ?? 0,
      menuAdultCode: adult?.menu.code ?? '',
      menuAdultName: adult?.menu.title ?? '',
      menuAdultPrice,
      menuChildCode: child?.menu.code ?? '',
      menuChildName: child?.menu.title ?? '',
      menuChildPrice,
      allergies: choice.allergies,
      totalPrice: cents(
        (adult?.count ?? 0) * menuAdultPrice + (child?.count ?? 0) * menuChildPrice,
      ),
    };
  });
}

/** The menu counts a sitting's lines stand for: how the form shows a meal booked before. */
export function menuCountsOf(
  lines: readonly RestaurantLine[],
): Pick<MealChoice, 'adultMenus' | 'childMenus'> {
  const adultMenus: Record<string, number> = {};
  const childMenus: Record<string, number> = {};
  for (const line of lines) {
    if (line.adults > 0)
      adultMenus[line.menuAdultCode] = (adultMenus[line.menuAdultCode] ?? 0) + line.adults;
    if (line.children > 0)
      childMenus[line.menuChildCode] = (childMenus[line.menuChildCode] ?? 0) + line.children;
  }
  return { adultMenus, childMenus };
}
